import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in `file`, created once (folder 0700, file 0600) when missing, so restarts keep
 * what it protects valid.
 */
export function readOrCreate(file: string, create: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = create();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}
