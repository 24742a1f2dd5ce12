import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../domain/blobs.js';
import { assertSafeKey } from './safeKey.js';

/** Blobs as files under one folder; writes go to a temporary file first, so a crash never leaves half an image. */
export function createLocalBlobStore(root: string): BlobStore {
  const pathOf = (key: string): string => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    async put(key, data, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, data);
      await writeFile(`${temp}.type`, contentType);
      await rename(`${temp}.type`, `${path}.type`);
      await rename(temp, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [data, contentType] = await Promise.all([
          readFile(path),
          readFile(`${path}.type`, 'utf8').catch(() => 'application/octet-stream'),
        ]);
        return { data, contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await Promise.all([rm(path, { force: true }), rm(`${path}.type`, { force: true })]);
    },
    async list(prefix) {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      const keys = names
        .map((name) => relative(root, join(root, name)).split(sep).join('/'))
        .filter((key) => key.startsWith(prefix) && !key.endsWith('.type') && !key.endsWith('.tmp'));
      const found = await Promise.all(
        keys.map(async (key) => {
          const info = await stat(join(root, key)).catch(() => null);
          return info?.isFile() ? { key, writtenAt: info.mtime } : null;
        }),
      );
      return found.filter((blob): blob is { key: string; writtenAt: Date } => blob !== null);
    },
  };
}
