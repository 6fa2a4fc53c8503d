import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/client';

/**
 * A migrated PGlite database kept as an archive in the temporary folder, one per set of
 * migrations: each test file starts from a copy, several times faster than creating a cluster
 * and migrating it (decision 0002), across some two hundred files. The archive's name carries a
 * hash of the migrations, so a changed migration makes a new one; the first file of a run writes
 * it.
 */
/** A short hash of a migrations folder's files: a template per set of migrations. */
export function migrationsHash(migrationsFolder: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const templateFile = (migrationsFolder: string) =>
  // "w2": clusters with 1 MB WAL segments (db/client.ts) and no template databases; older
  // archives are not reused.
  path.join(tmpdir(), `aptovial-pglite-w2-${migrationsHash(migrationsFolder)}.tar`);

async function readTemplate(file: string): Promise<Blob | undefined> {
  const bytes = await readFile(file).catch(() => undefined);
  return bytes ? new Blob([bytes]) : undefined;
}

/**
 * Drops the two template databases before the archive is made: each copy unpacks every file of
 * the archive into memory, and they made it 35 MB against 20 MB, and each copy 1.6 times as
 * costly to open (1.46 against 0.92 CPU-s). A test's embedded database never creates another.
 */
async function keepOnlyWhatTestsOpen(database: Database): Promise<void> {
  await database.db.execute(
    sql.raw(
      "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
    ),
  );
  await database.db.execute(sql.raw('DROP DATABASE template1'));
  await database.db.execute(sql.raw('DROP DATABASE template0'));
  await database.db.execute(sql.raw('CHECKPOINT'));
}

/** An in-memory PGlite database with every migration of `migrationsFolder` applied. */
export async function openMigratedPglite(migrationsFolder: string): Promise<Database> {
  const file = templateFile(migrationsFolder);
  const template = await readTemplate(file);
  if (template) {
    const copy = await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: template });
    // Nothing to apply: the migrator only confirms the journal.
    await copy.migrate(migrationsFolder);
    return copy;
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await database.migrate(migrationsFolder);
  await keepOnlyWhatTestsOpen(database);
  const archive = await database.snapshot?.();
  if (archive) {
    // Written aside and renamed: two workers writing at once never leave half an archive.
    const aside = `${file}.${process.pid}`;
    await writeFile(aside, Buffer.from(await archive.arrayBuffer()));
    await rename(aside, file);
  }
  return database;
}
