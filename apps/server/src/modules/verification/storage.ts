import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The database keeps only a key, so a bucket (S3, GCS) can replace the disk
 * without a migration; keys are made by this module and never contain player input.
 */
export interface DocumentStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}

const safeKey = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

function checkKey(key: string): string {
  // Defence in depth: keys are ours, but a path never leaves the uploads directory whatever happens.
  if (!safeKey.test(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
  return key;
}

/** Files under `<DATA_DIR>/uploads`, for development and single-host installs. */
export function createDiskStorage(dataDir: string): DocumentStorage {
  const root = path.resolve(dataDir, 'uploads');
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { mode: 0o600 });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** Process memory, for `DATA_DIR=memory://` (tests) where nothing may outlive the process. */
export function createMemoryStorage(): DocumentStorage {
  const files = new Map<string, Uint8Array>();
  return {
    async put(key, bytes) {
      files.set(checkKey(key), bytes);
    },
    async get(key) {
      return files.get(checkKey(key));
    },
    async delete(key) {
      files.delete(checkKey(key));
    },
  };
}

export function storageFor(dataDir: string): DocumentStorage {
  return dataDir.startsWith('memory://') ? createMemoryStorage() : createDiskStorage(dataDir);
}
