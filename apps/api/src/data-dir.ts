import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Owner-only modes under DATA_DIR (decision 0051): the database, keys and uploads are secrets. */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Files and folders this process creates from now on are its owner's alone. Called first by the
 * server and the scripts; PGlite still sets some modes of its own, which `lockDataDir` repairs.
 */
export function ownerOnlyNewFiles(): void {
  process.umask(0o077);
}

function lock(entry: string): void {
  const stats = lstatSync(entry);
  // A link may point out of DATA_DIR (a mounted disk): its target is not ours to change.
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o777) !== FOLDER_MODE) chmodSync(entry, FOLDER_MODE);
    for (const name of readdirSync(entry)) lock(path.join(entry, name));
  } else if ((stats.mode & 0o777) !== FILE_MODE) {
    chmodSync(entry, FILE_MODE);
  }
}

/**
 * Creates DATA_DIR if missing and gives it and everything under it owner-only modes: folders
 * 0700, files 0600. Run at every start, so a folder written by an older version (PGlite's files
 * at 0666) is repaired.
 */
export function lockDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: FOLDER_MODE });
  lock(dataDir);
}
