import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Uploaded files on local disk (DATA_DIR/uploads); names are generated, never user-given. */
export function createDiskStorage(root: string) {
  const SAFE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;
  const resolve = (folder: string, name: string) => {
    if (!SAFE_NAME.test(name) || !SAFE_NAME.test(`${folder}.d`)) return undefined;
    return path.join(root, folder, name);
  };
  return {
    async save(folder: string, name: string, content: Buffer): Promise<void> {
      const file = resolve(folder, name);
      if (!file) throw new Error(`unsafe file name ${name}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
    },
    /** The file's bytes, or undefined when it does not exist or the name is not one of ours. */
    async read(folder: string, name: string): Promise<Buffer | undefined> {
      const file = resolve(folder, name);
      if (!file) return undefined;
      return readFile(file).catch(() => undefined);
    },
  };
}
export type FileStorage = ReturnType<typeof createDiskStorage>;
