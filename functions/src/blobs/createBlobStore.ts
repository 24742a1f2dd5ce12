import type { App } from 'firebase-admin/app';
import type { BlobStore } from '../domain/blobs.js';

/**
 * A local folder when one is configured (the local stack, where no Storage emulator runs),
 * otherwise the project's default Cloud Storage bucket.
 */
export async function createBlobStore(app: App, localDir: string | undefined): Promise<BlobStore> {
  if (localDir) {
    const { createLocalBlobStore } = await import('./localBlobStore.js');
    return createLocalBlobStore(localDir);
  }
  const [{ getStorage }, { createCloudStorageBlobStore }] = await Promise.all([
    import('firebase-admin/storage'),
    import('./cloudStorageBlobStore.js'),
  ]);
  return createCloudStorageBlobStore(getStorage(app).bucket());
}
