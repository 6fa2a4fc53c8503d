import { modules } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { toRegisters } from '../modules/registers/items';
import { createRegistersRepo } from '../modules/registers/repo';
import { registersSheet } from '../modules/registers/sheet';
import { toListItem } from '../modules/users/items';
import { createUsersRepo } from '../modules/users/repo';
import { usersSheet } from '../modules/users/sheet';
import { seedDemoRegisters } from '../seeds/demo-registers';
import { openTestDatabase } from '../test/database';
import { seedDemo } from '../test/demo';
import { importFolder, rowCount, runKind } from './testing';

let database: Database;
let files: Awaited<ReturnType<typeof importFolder>>;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database);
  await database.db.transaction((tx) => seedDemoRegisters(tx));
  files = await importFolder();
});
afterAll(async () => {
  await files.clean();
  await database.close();
});

/** The registers export of the whole database, through the module's own reads and sheet. */
async function exportedRegisters() {
  const repo = createRegistersRepo(database.db);
  const rows = await repo.all({ types: ['medic', 'nurse'] }, 100_000);
  const numbers = await repo.numbersOf(rows.map((row) => row.register.id));
  return files.exported(registersSheet(toRegisters(rows, numbers, new Date())));
}

async function exportedUsers() {
  const rows = await createUsersRepo(database.db).all({ modules }, 100_000);
  return files.exported(usersSheet(rows.map(toListItem)));
}

describe('an export imports back unchanged', () => {
  it('registers: every demo register with its numbers, licences and solvency', async () => {
    const stored = await rowCount(database.db, 'registers');
    expect(stored).toBeGreaterThan(2);
    const { outcome, report } = await runKind(database.db, 'registros', await exportedRegisters());
    expect(outcome.refused, report.join('\n')).toEqual([]);
    expect(outcome.counts).toEqual({ inserted: 0, unchanged: stored });
    expect(await rowCount(database.db, 'registers')).toBe(stored);
  });

  it('users: one row per account, a person with two accounts included', async () => {
    const stored = await rowCount(database.db, 'accounts');
    const { outcome, report } = await runKind(database.db, 'usuarios', await exportedUsers());
    expect(outcome.refused, report.join('\n')).toEqual([]);
    expect(outcome.counts).toEqual({ inserted: 0, unchanged: stored });
  });

  it('into an empty database, the registers export writes them all anew', async () => {
    const file = await exportedRegisters();
    const empty = await openTestDatabase();
    try {
      const { outcome, report } = await runKind(empty.db, 'registros', file);
      expect(outcome.refused, report.join('\n')).toEqual([]);
      expect(outcome.counts?.inserted).toBe(await rowCount(database.db, 'registers'));
      expect(outcome.counterDifferences).toEqual([]);
      const again = await runKind(empty.db, 'registros', await exportedRegisters());
      expect(again.outcome.counts?.inserted).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
