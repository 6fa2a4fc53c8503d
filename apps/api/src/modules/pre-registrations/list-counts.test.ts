import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { preRegistrationCounts, preRegistrations as t } from '../../db/schema/index';
import { createdBetween } from '../../lists/lists';
import { MIGRATIONS_FOLDER, openTestDatabase } from '../../test/database';
import { countsKeyOf, createPreRegistrationCounts } from './counts';
import { createPreRegistrationsRepo, type PreRegistrationFilters } from './repo';

// Lista-preRegistro's total from the trigger-kept counts (migration 0023) against count(*).

const PLACES = [
  ['VE-A', 101],
  ['VE-M', 1302],
  ['VE-B', 201],
  ['VE-B', 202],
  ['VE-M', 1301],
] as const;
const TYPES = ['Primera vez', 'Renovación', 'Especial'];
// Instants around Caracas midnights (UTC-4) and month ends: the day is Caracas', not UTC's.
const TIMES = [
  '2025-12-31T23:00:00-04:00',
  '2026-01-31T23:59:59.999-04:00',
  '2026-02-01T02:30:00Z',
  '2026-02-01T00:00:00-04:00',
  '2026-02-15T12:00:00-04:00',
  '2026-02-28T20:00:00-04:00',
  '2026-03-01T08:00:00-04:00',
  '2026-03-17T10:00:00-04:00',
  '2026-04-30T23:59:00-04:00',
];
const RANGES: (readonly [string, string] | undefined)[] = [
  undefined,
  ['2026-02-01', '2026-02-28'],
  ['2026-01-15', '2026-03-20'],
  ['2026-02-01', ''],
  ['', '2026-01-31'],
  ['2026-03-05', '2026-02-01'],
];
const STATES = [undefined, 'VE-A', 'VE-B', 'VE-M'] as const;

let person = 30_000_000;
/** `n` requests spread over the places, types and instants. */
const requests = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    person += 1;
    const [state, municipality] = PLACES[i % PLACES.length] as (typeof PLACES)[number];
    return {
      dni: String(person),
      nationality: 'V' as const,
      names: 'Ana',
      lastNames: 'Pérez',
      email: `conteo.${person}@aptovial.test`,
      phone: '0414-5551234',
      dateBirth: '1990-01-01',
      state,
      municipality,
      grades: [String(1 + (i % 3))],
      type: TYPES[i % TYPES.length] as string,
      createdAt: new Date(TIMES[(i * 7) % TIMES.length] as string),
    };
  });

/** Every combination of the filters the counts answer (a municipality with and out of its state). */
function filterSets(): PreRegistrationFilters[] {
  const places: Pick<PreRegistrationFilters, 'state' | 'municipality'>[] = [
    { state: 'VE-A', municipality: 201 },
  ];
  for (const state of STATES) {
    places.push(state === undefined ? {} : { state });
    for (const [of, municipality] of PLACES) if (of === state) places.push({ state, municipality });
  }
  const sets: PreRegistrationFilters[] = [];
  for (const place of places)
    for (const type of [undefined, 'Renovación', 'Especial'])
      for (const status of [undefined, 'open', 'served'] as const)
        for (const range of RANGES) sets.push({ ...place, type, status, ...createdBetween(range) });
  return sets;
}

/** count(*) of the filters, as the list counted before the counts. */
async function counted(database: Database, f: PreRegistrationFilters): Promise<number> {
  const statusIs = { open: isNull(t.certificateId), served: isNotNull(t.certificateId) };
  const [row] = await database.db
    .select({ n: count() })
    .from(t)
    .where(
      and(
        f.state === undefined ? undefined : eq(t.state, f.state),
        f.municipality === undefined ? undefined : eq(t.municipality, f.municipality),
        f.type === undefined ? undefined : eq(t.type, f.type),
        f.status === undefined ? undefined : statusIs[f.status],
        f.createdFrom === undefined ? undefined : gte(t.createdAt, f.createdFrom),
        f.createdBefore === undefined ? undefined : lt(t.createdAt, f.createdBefore),
      ),
    );
  return row?.n ?? 0;
}

/** Every filter set's total from the counts equals count(*); answers how many matched some. */
async function expectExact(database: Database): Promise<number> {
  const counts = createPreRegistrationCounts(database.db);
  let nonZero = 0;
  for (const filters of filterSets()) {
    const key = countsKeyOf(filters);
    expect(key, JSON.stringify(filters)).toBeDefined();
    const expected = await counted(database, filters);
    expect(await counts.total(key as NonNullable<typeof key>), JSON.stringify(filters)).toBe(
      expected,
    );
    if (expected > 0) nonZero += 1;
  }
  return nonZero;
}

describe('the kept counts', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('equal count(*) for every filter after inserts, serving, edits and deletes', async () => {
    const { db } = database;
    const repo = createPreRegistrationsRepo(db);
    const ids = (await db.insert(t).values(requests(45)).returning({ id: t.id })).map((r) => r.id);
    expect(await expectExact(database)).toBeGreaterThan(200);

    // Served as a doctor serves them (the issuing transaction's markServed).
    for (const [i, id] of ids.entries()) {
      if (i % 3 === 0)
        expect(await repo.markServed(id, 500_000 + i, new Date(), db)).toEqual({ paymentId: null });
    }
    await expectExact(database);

    const some = (from: number) => ids.filter((_, i) => i % 5 === from);
    // Another certificate, a request opened again, moved places, types and days, and deletes.
    await db
      .update(t)
      .set({ certificateId: 900_000 })
      .where(eq(t.id, ids[0] as number));
    await db
      .update(t)
      .set({ certificateId: null, servedAt: null })
      .where(eq(t.id, ids[3] as number));
    await db
      .update(t)
      .set({ state: 'VE-M', municipality: 1301 })
      .where(inArray(t.id, some(1)));
    await db
      .update(t)
      .set({ type: 'Especial' })
      .where(inArray(t.id, some(2)));
    await db
      .update(t)
      .set({ createdAt: sql`${t.createdAt} + interval '20 hours'` })
      .where(inArray(t.id, some(3)));
    await db.delete(t).where(inArray(t.id, some(4)));
    await db.insert(t).values(requests(7));
    await expectExact(database);

    // In one transaction (the counts follow at its commit): stored and served, stored and deleted.
    await db.transaction(async (tx) => {
      const [kept, dropped] = await tx.insert(t).values(requests(2)).returning({ id: t.id });
      expect(await repo.markServed(kept?.id ?? 0, 800_000, new Date(), tx)).toEqual({
        paymentId: null,
      });
      await tx.delete(t).where(eq(t.id, dropped?.id ?? 0));
    });
    await expectExact(database);
  }, 120_000);

  it('feed the list’s total, and a grade is counted', async () => {
    const { db } = database;
    const repo = createPreRegistrationsRepo(db);
    const order = { column: 'createdAt', direction: 'desc' } as const;
    const all = await counted(database, {});
    expect((await repo.page({}, order, 1, 0)).total).toBe(all);
    // A counter off by 1000 shows in the total when the counts answer, never when a grade is asked.
    const c = preRegistrationCounts;
    const february = and(
      eq(c.state, ''),
      eq(c.type, ''),
      eq(c.period, 'month'),
      eq(c.start, '2026-02-01'),
      eq(c.served, false),
    );
    const [one] = await db.select({ slot: c.slot }).from(c).where(february).limit(1);
    const bump = (by: number) =>
      db
        .update(c)
        .set({ total: sql`${c.total} + ${by}` })
        .where(and(february, eq(c.slot, one?.slot ?? -1)))
        .returning({ total: c.total });
    expect(await bump(1000)).toHaveLength(1);
    try {
      expect((await repo.page({}, order, 1, 0)).total).toBe(all + 1000);
      const [graded] = await db.select({ n: count() }).from(t).where(sql`'2' = any(${t.grades})`);
      expect((await repo.page({ grade: '2' }, order, 1, 0)).total).toBe(graded?.n);
    } finally {
      await bump(-1000);
    }
  });

  it('go with a TRUNCATE of the requests', async () => {
    const { db } = database;
    await db.execute(sql`truncate ${t} cascade`);
    const [left] = await db.select({ n: count() }).from(preRegistrationCounts);
    expect(left?.n).toBe(0);
    await db.insert(t).values(requests(9));
    await expectExact(database);
  });
});

describe('the migration', () => {
  let before: string;
  let database: Database;
  beforeAll(async () => {
    // The migrations up to 0022: requests are stored before the counts exist.
    before = await mkdtemp(path.join(tmpdir(), 'aptovial-0022-'));
    await cp(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8'));
    journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < 23);
    await writeFile(journalPath, JSON.stringify(journal));
    database = await openTestDatabase(before);
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await rm(before, { recursive: true, force: true });
  });

  it('counts the requests already stored (open and served)', async () => {
    const { db } = database;
    const ids = (await db.insert(t).values(requests(30)).returning({ id: t.id })).map((r) => r.id);
    await db
      .update(t)
      .set({ certificateId: sql`${t.id} + 700000`, servedAt: new Date() })
      .where(inArray(t.id, ids.slice(0, 10)));
    await database.migrate(MIGRATIONS_FOLDER);
    expect(await expectExact(database)).toBeGreaterThan(150);
  }, 120_000);
});

describe('which filters the counts answer', () => {
  it('a grade, an unknown filter, a municipality without its state or a range off the days: none', () => {
    expect(countsKeyOf({ state: 'VE-M', type: 'Renovación' })).toMatchObject({
      state: 'VE-M',
      municipality: 0,
      type: 'Renovación',
      open: true,
      served: true,
    });
    expect(countsKeyOf({ state: 'VE-M', grade: '2' })).toBeUndefined();
    expect(countsKeyOf({ paid: true })).toBeUndefined();
    expect(countsKeyOf({ municipality: 1301 })).toBeUndefined();
    expect(countsKeyOf({ createdFrom: new Date('2026-02-01T00:00:00Z') })).toBeUndefined();
    expect(countsKeyOf({ createdBefore: new Date('2026-02-01T03:00:00Z') })).toBeUndefined();
    expect(
      countsKeyOf({ ...createdBetween(['2026-02-01', '2026-02-28']), status: 'open' }),
    ).toMatchObject({ from: '2026-02-01', to: '2026-02-28', open: true, served: false });
  });
});
