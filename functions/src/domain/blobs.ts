/** Where palm images live: Cloud Storage in production, a local folder where no Storage emulator runs. */
export interface StoredBlob {
  data: Buffer;
  contentType: string;
}

export interface BlobStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
  /** Every blob whose key starts with `prefix`, with when it was written. */
  list(prefix: string): Promise<Array<{ key: string; writtenAt: Date }>>;
}

/** The reading a palm photo key belongs to, or null for a key that is not one. */
export function readingIdOfPalmImage(key: string): string | null {
  return /^palms\/[^/]+\/([^/]+)\.jpg$/.exec(key)?.[1] ?? null;
}

/** Keys are ours (palms/{uid}/{readingId}.jpg), but check anyway: no traversal, no absolute paths. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) ||
    key.split('/').some((part) => part === '..' || part === '.')
  ) {
    throw new Error(`unsafe blob key: ${key}`);
  }
}

export function palmImageKey(ownerUid: string, readingId: string): string {
  return `palms/${ownerUid}/${readingId}.jpg`;
}
