import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { registers } from '../db/schema/index';
import { openTestDatabase } from '../test/database';
import { createListStatements } from './lists';
import { type AnchoredOrder, createRankAnchors, type RankAnchors } from './rank-anchors';

// Decision 0047: a deep page of a register list starts at the anchor (every EVERY-th row of its
// order) before it. Names repeat and differ in case and accents, created_at has microseconds
// and ties; after a write the anchors kept are stale, and the version must make them be read anew.
const EVERY = 7;
const NAMES = ['Ana', 'ana', 'Ángel', 'Zoe', 'Ñema', 'María José', "D'Angelo"];
const SPECIALTIES = ['Medicina General', 'Cardiología', 'Pediatría'];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(registers).values(
    Array.from({ length: 120 }, (_, index) => ({
      dni: String(30_000_000 + ((index * 37) % 120)),
      nationality: 'V' as const,
      names: NAMES[index % NAMES.length] ?? 'Ana',
      lastNames: NAMES[(index * 3) % NAMES.length] ?? 'Ana',
      gender: 'F' as const,
      specialty: SPECIALTIES[index % 3] ?? 'Medicina General',
      ...(index % 4 === 0
        ? { type: 'nurse' as const, academicDegree: 'Licenciatura en Enfermería' }
        : { type: 'medic' as const }),
      createdAt: new Date(Date.UTC(2026, 0, 1) + (index % 17) * 1_000),
    })),
  );
  // Microseconds that a JavaScript Date would drop.
  await database.db.execute(
    sql`update registers set created_at = created_at + (id % 5) * interval '1 microsecond'`,
  );
}, 60_000);
afterAll(() => database.close());

const columns = [
  registers.createdAt,
  registers.names,
  registers.lastNames,
  registers.dni,
  registers.specialty,
];
const medics = eq(registers.type, 'medic');

async function expectEveryPageAsFromTheStart(anchors: RankAnchors, read: 'now' | 'behind') {
  const { db } = database;
  for (const column of columns) {
    for (const direction of ['asc', 'desc'] as const) {
      for (const where of [undefined, medics] as (SQL | undefined)[]) {
        const order: AnchoredOrder = { column, id: registers.id, direction };
        const by = direction === 'asc' ? asc : desc;
        const all = await db
          .select({ id: registers.id })
          .from(registers)
          .where(where)
          .orderBy(by(column), by(registers.id));
        // Deepest first: the first page read after a write is one an anchor starts; then past
        // the end.
        const offsets = [...Array(Math.ceil(all.length / 3)).keys()].map(
          (k) => all.length - 1 - 3 * k,
        );
        for (const offset of [...offsets, all.length + EVERY]) {
          const page = read === 'now' ? anchors.pageIds : anchors.keptPageIds;
          let found = await page(where, order, { limit: 5, offset });
          if (found === undefined) {
            // Read behind: this page walks from the nearer end, the next one from the anchors.
            await anchors.idle();
            found = await page(where, order, { limit: 5, offset });
          }
          expect(
            found?.map((row) => Number(row.id)),
            `${column.name} ${direction} ${offset}`,
          ).toEqual(all.slice(offset, offset + 5).map((row) => row.id));
        }
      }
    }
  }
}

describe.each(['now', 'behind'] as const)('deep pages from rank anchors read %s', (read) => {
  it('answer the rows of a walk from the start, before and after the list is written', async () => {
    const anchors = createRankAnchors(database.db, createListStatements(), {
      list: 'registers',
      every: EVERY,
    });
    await expectEveryPageAsFromTheStart(anchors, read);
    const { db } = database;
    // A new first and last name, a rename, a removal: every kept anchor is now off by a row.
    await db.insert(registers).values({
      dni: read === 'now' ? '31000000' : '31000001',
      nationality: 'E',
      names: 'Aaron',
      lastNames: 'Zzz',
      gender: 'M',
      specialty: 'Cardiología',
      type: 'medic',
    });
    const [first] = await db
      .select({ id: registers.id })
      .from(registers)
      .orderBy(asc(registers.id))
      .limit(2);
    await db
      .update(registers)
      .set({ names: 'Zulema', lastNames: 'Abreu' })
      .where(eq(registers.id, first?.id ?? 0));
    const doomed = await db
      .select({ id: registers.id })
      .from(registers)
      .orderBy(desc(registers.id))
      .offset(10)
      .limit(3);
    await db.delete(registers).where(
      inArray(
        registers.id,
        doomed.map((row) => row.id),
      ),
    );
    await expectEveryPageAsFromTheStart(anchors, read);
  });
});
