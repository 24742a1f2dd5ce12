import type { Storage } from 'firebase-admin/storage';
import type { BlobStore } from '../domain/blobs.js';
import { assertSafeKey } from './safeKey.js';

type Bucket = ReturnType<Storage['bucket']>;

/** Blobs in a Cloud Storage bucket (firebase-admin's default bucket in production). */
export function createCloudStorageBlobStore(bucket: Bucket): BlobStore {
  return {
    async put(key, data, contentType) {
      assertSafeKey(key);
      await bucket
        .file(key)
        .save(data, { contentType, resumable: false, metadata: { cacheControl: 'private, max-age=31536000' } });
    },
    async get(key) {
      assertSafeKey(key);
      const file = bucket.file(key);
      try {
        const [[data], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
        return { data, contentType: metadata.contentType ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as { code?: number }).code === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await bucket.file(key).delete({ ignoreNotFound: true });
    },
    async list(prefix) {
      const [files] = await bucket.getFiles({ prefix });
      return files.map((file) => ({
        key: file.name,
        writtenAt: new Date(file.metadata.timeCreated ?? file.metadata.updated ?? 0),
      }));
    },
  };
}
