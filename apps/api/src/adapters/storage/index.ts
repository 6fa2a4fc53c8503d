import path from 'node:path';
import type { Config } from '../../config';
import { createDiskStorage } from './disk';
import { openS3Storage } from './s3';
import type { FileStorage } from './types';

/** The one place the storage adapter is chosen (STORAGE, decision 0028). */
export async function openStorage(
  config: Pick<Config, 'storage' | 'dataDir'>,
): Promise<FileStorage> {
  return config.storage.kind === 's3'
    ? openS3Storage(config.storage.s3)
    : createDiskStorage(path.join(config.dataDir, 'uploads'));
}
export type { FileStorage } from './types';
