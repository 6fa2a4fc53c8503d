import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, storedFileKey } from './types';

/** Uploaded files on local disk (DATA_DIR/uploads): the zero-setup default for one machine. */
export function createDiskStorage(root: string): FileStorage {
  const resolve = (folder: string, name: string) => {
    const key = storedFileKey(folder, name);
    return key ? path.join(root, key) : undefined;
  };
  return {
    async save(folder, name, content) {
      const file = resolve(folder, name);
      if (!file) throw new Error(`unsafe file name ${name}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
    },
    async read(folder, name) {
      const file = resolve(folder, name);
      if (!file) return undefined;
      return readFile(file).catch(() => undefined);
    },
    async delete(folder, name) {
      const file = resolve(folder, name);
      if (file) await rm(file, { force: true });
    },
  };
}
