import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerOnlyNewFiles } from './data-dir';
import { startServer, stopServer } from './start';
import { testConfig } from './test/config';
import { MIGRATIONS_FOLDER } from './test/database';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Every entry under `dir` (itself included) with its permission bits, as `0600 db/PG_VERSION`. */
function modesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (entry: string) => {
    const stats = statSync(entry);
    found.push(
      `${(stats.mode & 0o777).toString(8).padStart(4, '0')} ${path.relative(dir, entry) || '.'}`,
    );
    if (stats.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
  return found;
}
const loose = (modes: string[]) =>
  modes.filter((line) => !line.startsWith('0600 ') && !line.startsWith('0700 '));

// Decision 0051: `npm start` left DATA_DIR/db (PGlite: 969 files, the WAL included) at 0666, so
// any local user read the database, codes and personal data with it.
describe('DATA_DIR after a start', () => {
  it('is the owner’s alone: folders 0700, files 0600, an older folder repaired', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'aptovial-data-'));
    roots.push(root);
    const dataDir = path.join(root, 'data');
    // An older folder: open to all, with a file and a folder left by an earlier version.
    mkdirSync(path.join(dataDir, 'uploads', 'fotos'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'fotos', 'vieja.jpg'), 'x');
    chmodSync(path.join(dataDir, 'uploads', 'fotos', 'vieja.jpg'), 0o666);
    chmodSync(path.join(dataDir, 'uploads', 'fotos'), 0o777);
    chmodSync(dataDir, 0o755);
    ownerOnlyNewFiles();

    const config = testConfig({ dataDir, databaseUrl: undefined, port: 0, host: '127.0.0.1' });
    const started = await startServer(config, { migrations: MIGRATIONS_FOLDER });
    const running = modesUnder(dataDir);
    expect(running.filter((line) => line.includes(' db/')).length).toBeGreaterThan(500);
    expect(running).toContain('0600 uploads/fotos/vieja.jpg');
    expect(running).toContain('0700 .');
    expect(loose(running)).toEqual([]);

    await stopServer(started, dataDir);
    expect(loose(modesUnder(dataDir))).toEqual([]);
  }, 180_000);
});
