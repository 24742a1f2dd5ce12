/**
 * The blob store port: where palm images live (blobs/ holds the adapters: Cloud Storage in
 * production, a local folder where no Storage emulator runs), and how their keys are made.
 */
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

export function palmImageKey(ownerUid: string, readingId: string): string {
  return `palms/${ownerUid}/${readingId}.jpg`;
}
