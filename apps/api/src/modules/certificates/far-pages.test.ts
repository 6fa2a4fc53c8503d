import { and, asc, between, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index';
import { bearer } from '../../test/auth';
import { expectFarPagesAsFromTheStart, idsAndTotalOf } from '../../test/far-pages';
import { createListStatements } from '../lists';
import { FAR_PAGE_OFFSET } from '../nearer-end';
import { NOW, type PanelApp, panelApp } from '../road-medicine/panel-testing';
import { dayOfOffset, daySeekOf, seekPageIds } from './day-seek';
import { whereOf } from './filters';
import { createOrderAnchors } from './order-anchors';
import { orderCountsKept, orderCountsRecounted } from './order-counts-testing';
import { orderSeekOf } from './order-seek';

// Decision 0044: a page past FAR_PAGE_OFFSET rows nearer the list's end is walked from that end.
// Walked backwards, ties (one last name, a few days) must come back in exactly the order a walk
// from the start gives them.
// Decision 0045: a deep page of a list by date created or expedition date starts at the day the
// per-day counts place it on: the rows span several days of creation, two states and both
// channels, so a count of the wrong rows puts the page on the wrong day.
// Decision 0046: by serial, due date, names or last names a deep page starts at the bucket the
// order's counts place it on. Names repeat and differ in case and accents only (ties broken by
// the id); anchors are rebuilt small after the first rows, and the rows written after them, then
// renamed and deleted, are counted by the trigger against those anchors.
const ROAD = '/api/credentialMedic/listCertifields';
const INTT = '/api/certifields';
const ROWS = FAR_PAGE_OFFSET + 200;
const HOUR = 3_600_000;
const NAMES = [
  'Pedro',
  'pedro',
  'Ángel',
  'Ana',
  'María José',
  'Zoe',
  'Ñema',
  "D'Angelo",
  'Luis-Miguel',
];
const LAST_NAMES = ['Núñez', 'Nuñez', 'Álvarez', 'alvarez', 'Pérez', 'Zambrano', 'Ávila'];
/** Rows written before the anchors are first built: later ones are bucketed by the trigger. */
const BEFORE_ANCHORS = 1_000;

let p: PanelApp;
beforeAll(async () => {
  p = await panelApp();
  const ids: number[] = [];
  for (let index = 0; index < ROWS; index += 1) {
    if (index === BEFORE_ANCHORS) await buildSmallAnchors();
    const day = `2026-05-${String((index % 9) + 1).padStart(2, '0')}`;
    const id = await p.insertCertificate({
      schoolNumberId: p.doctorNumber,
      expeditionDate: day,
      // Past the threshold in VE-B alone, and alone among road medicine's.
      state: index % 8 === 0 ? 'VE-A' : 'VE-B',
      channel: index % 40 === 3 ? 'colegio' : 'medicVial',
      // Whole hours of two and a half days back, several rows on each (ties broken by the id).
      createdAt: new Date(NOW.getTime() - ((index * 7) % 61) * HOUR),
      dueDate: `2031-0${(index % 3) + 1}-${String((index % 17) + 1).padStart(2, '0')}`,
      names: NAMES[(index * 5) % NAMES.length],
      lastNames: LAST_NAMES[(index * 3) % LAST_NAMES.length],
    });
    ids.push(id);
  }
  // Renamed and deleted after their buckets were counted: the trigger moves their counts.
  const { db } = p.t.database;
  for (const id of ids.slice(0, 15)) {
    await db.update(certificates).set({ names: 'Zulema' }).where(eq(certificates.id, id));
  }
  for (const id of ids.slice(15, 30)) {
    await db.update(certificates).set({ lastNames: 'Abreu' }).where(eq(certificates.id, id));
  }
  for (const id of ids.slice(30, 36)) await db.delete(certificates).where(eq(certificates.id, id));
}, 120_000);

/**
 * A new database's names fall in one bucket until it outgrows REBUILD_FACTOR × the size: 1,000
 * rows outgrow buckets of 200, whose buckets then outgrow buckets of 37.
 */
async function buildSmallAnchors() {
  const anchors = createOrderAnchors(p.t.database.db);
  expect(await anchors.rebalance(250)).toEqual([]);
  expect((await anchors.rebalance(200)).sort()).toEqual(['lastNames', 'names', 'serial']);
  expect(await anchors.rebalance(200)).toEqual([]);
  expect((await anchors.rebalance(37)).sort()).toEqual(['lastNames', 'names', 'serial']);
}
afterAll(() => p.t.close());

const road = eq(certificates.channel, 'medicVial');
// A state and a range of expedition dates, by date created: the month-by-month walk.
const veB = eq(certificates.state, 'VE-B');
const inMay = and(
  road,
  eq(certificates.state, 'VE-B'),
  between(certificates.expeditionDate, '2026-05-01', '2026-05-31'),
);

describe('pages far into a long list', () => {
  it('answers the rows a walk from the start gives, on every page past the threshold', async () => {
    await expectFarPagesAsFromTheStart({
      db: p.t.database.db,
      idColumn: certificates.id,
      keyColumn: certificates.serial,
      limit: 7,
      orders: [
        { column: 'lastNames', direction: 'asc', sortColumn: certificates.lastNames },
        { column: 'expeditionDate', direction: 'desc', sortColumn: certificates.expeditionDate },
        { column: 'createdAt', direction: 'desc', sortColumn: certificates.createdAt },
        { column: 'createdAt', direction: 'asc', sortColumn: certificates.createdAt },
        { column: 'expeditionDate', direction: 'asc', sortColumn: certificates.expeditionDate },
        { column: 'serial', direction: 'asc', sortColumn: certificates.serial },
        { column: 'serial', direction: 'desc', sortColumn: certificates.serial },
        { column: 'names', direction: 'desc', sortColumn: certificates.names },
        { column: 'lastNames', direction: 'desc', sortColumn: certificates.lastNames },
        { column: 'dueDate', direction: 'asc', sortColumn: certificates.dueDate },
        {
          column: 'names',
          direction: 'asc',
          sortColumn: certificates.names,
          query: '&state=VE-B',
          where: and(road, veB),
        },
        {
          column: 'createdAt',
          direction: 'asc',
          sortColumn: certificates.createdAt,
          query: '&state=VE-B&date_range=2026-05-01,2026-05-31',
          where: inMay,
        },
      ],
      where: road,
      read: async (query) => {
        const answer = await p.read('admin.vial', `${ROAD}?${query}`);
        return {
          keys: answer.data.map((row: { serial: number }) => Number(row.serial)),
          total: answer.total,
        };
      },
    });
  });
});

describe('pages far into the INTT list of every certificate, by its days', () => {
  it('answers the rows a walk from the start gives, in every state and in one', async () => {
    const token = await p.tokenOf('INTT', 'funcionario.intt');
    await expectFarPagesAsFromTheStart({
      db: p.t.database.db,
      idColumn: certificates.id,
      keyColumn: certificates.id,
      limit: 9,
      orders: [
        { column: 'createdAt', direction: 'desc', sortColumn: certificates.createdAt },
        { column: 'createdAt', direction: 'asc', sortColumn: certificates.createdAt },
        { column: 'expeditionDate', direction: 'desc', sortColumn: certificates.expeditionDate },
        {
          column: 'createdAt',
          direction: 'desc',
          sortColumn: certificates.createdAt,
          query: '&state=VE-B',
          where: veB,
        },
        {
          column: 'expeditionDate',
          direction: 'asc',
          sortColumn: certificates.expeditionDate,
          query: '&state=VE-B',
          where: veB,
        },
        { column: 'names', direction: 'asc', sortColumn: certificates.names },
        { column: 'lastNames', direction: 'asc', sortColumn: certificates.lastNames },
        { column: 'dueDate', direction: 'desc', sortColumn: certificates.dueDate },
        {
          column: 'lastNames',
          direction: 'desc',
          sortColumn: certificates.lastNames,
          query: '&state=VE-B',
          where: veB,
        },
        {
          column: 'serial',
          direction: 'desc',
          sortColumn: certificates.serial,
          query: '&state=VE-B',
          where: veB,
        },
      ],
      read: async (query) =>
        idsAndTotalOf(
          await p.t.app.inject({ method: 'GET', url: `${INTT}?${query}`, headers: bearer(token) }),
        ),
    });
  });
});

describe('the day a deep page starts on', () => {
  const createdDay = (row: { createdAt: Date }) => row.createdAt.toISOString().slice(0, 10);
  const expedited = (row: { expeditionDate: string }) => row.expeditionDate;
  const cases = [
    { filters: { channel: 'medicVial' }, column: 'expeditionDate', direction: 'asc', where: road },
    { filters: { channel: 'medicVial' }, column: 'createdAt', direction: 'desc', where: road },
    { filters: { state: 'VE-B' }, column: 'expeditionDate', direction: 'desc', where: veB },
    { filters: { visibleState: 'VE-B' }, column: 'createdAt', direction: 'asc', where: veB },
    { filters: {}, column: 'createdAt', direction: 'desc', where: undefined },
  ] as const;

  it('is the day of the row at that offset, after every row of the days before it', async () => {
    const { db } = p.t.database;
    const run = createListStatements();
    for (const { filters, column, direction, where } of cases) {
      const seek = daySeekOf(filters, { column, direction });
      if (seek === undefined) throw new Error(`${column} ${direction}: no seek`);
      const by = direction === 'asc' ? asc : desc;
      const rows = await db
        .select({ createdAt: certificates.createdAt, expeditionDate: certificates.expeditionDate })
        .from(certificates)
        .where(where)
        .orderBy(by(certificates[column]), by(certificates.id));
      const days = rows.map(column === 'createdAt' ? createdDay : expedited);
      for (const offset of [0, 400, FAR_PAGE_OFFSET, days.length - 1, days.length]) {
        const day = days[offset];
        const expected = day === undefined ? undefined : { day, before: days.indexOf(day) };
        const found = await dayOfOffset(db, run, seek, direction, offset);
        expect(found, `${JSON.stringify(filters)} ${column} ${direction} ${offset}`).toEqual(
          expected,
        );
      }
    }
  });
});

describe('the order counts (migration 0035)', () => {
  it('count every certificate in its bucket of each order, after renames and deletes', async () => {
    const { db } = p.t.database;
    const expected = await orderCountsRecounted(db);
    const found = await orderCountsKept(db);
    expect(expected.length).toBeGreaterThan(100);
    expect(found).toEqual(expected);
  });
});

describe('pages of the order seeks at every offset', () => {
  // Below FAR_PAGE_OFFSET the API walks, so the first and last buckets (which have no anchor
  // before or after them) are reached here directly: a filtered list's first or last bucket is
  // seldom the table's.
  const veA = eq(certificates.state, 'VE-A');
  const cases = [
    { filters: { channel: 'medicVial' }, column: 'serial', direction: 'desc', where: road },
    { filters: {}, column: 'serial', direction: 'asc', where: undefined },
    { filters: { state: 'VE-A' }, column: 'names', direction: 'asc', where: veA },
    { filters: { channel: 'medicVial' }, column: 'names', direction: 'desc', where: road },
    { filters: { state: 'VE-B' }, column: 'lastNames', direction: 'desc', where: veB },
    { filters: { visibleState: 'VE-A' }, column: 'dueDate', direction: 'asc', where: veA },
  ] as const;

  it('are the rows of a forward OFFSET, from the first bucket to the last', async () => {
    const { db } = p.t.database;
    const run = createListStatements();
    for (const { filters, column, direction, where } of cases) {
      const order = { column, direction };
      const seek = orderSeekOf(filters, order);
      if (seek === undefined) throw new Error(`${column} ${direction}: no seek`);
      const by = direction === 'asc' ? asc : desc;
      const all = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(where)
        .orderBy(by(certificates[column]), by(certificates.id));
      for (let offset = 0; offset <= all.length; offset += offset < 60 ? 1 : 23) {
        const found = await seekPageIds(db, run, seek, whereOf(db, filters), order, {
          limit: 4,
          offset,
        });
        expect(
          found.map((row) => Number(row.id)),
          `${JSON.stringify(filters)} ${column} ${direction} ${offset}`,
        ).toEqual(all.slice(offset, offset + 4).map((row) => row.id));
      }
    }
  });
});
