import { and, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { certificates } from '../../../db/schema/index';
import { bearer } from '../../../test/auth';
import { type Answer, expectPagesWithinCap, idsAndTotalOf } from '../../../test/far-pages';
import { NOW, type PanelApp, panelApp } from '../../road-medicine/panel-testing';

// Decision 0044: a page nearer the list's end is walked from that end. Walked backwards, ties
// (one last name, a few days) must come back in exactly the order a walk from the start gives
// them. Decision 0054: a page CAP rows or more from both ends is refused; the cap is lowered so a
// few hundred rows have a middle (the real constant's refusal: registers/far-pages.test.ts). The
// rows span several days of creation, two states and both channels; names repeat and differ in
// case and accents only (ties broken by the id).
const ROAD = '/api/credentialMedic/listCertifields';
const INTT = '/api/certifields';
const CAP = 60;
const ROWS = 220;
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

let p: PanelApp;
beforeAll(async () => {
  p = await panelApp({ listDepthCap: CAP });
  for (let index = 0; index < ROWS; index += 1) {
    const day = `2026-05-${String((index % 9) + 1).padStart(2, '0')}`;
    await p.insertCertificate({
      schoolNumberId: p.doctorNumber,
      expeditionDate: day,
      state: index % 8 === 0 ? 'VE-A' : 'VE-B',
      channel: index % 40 === 3 ? 'colegio' : 'medicVial',
      // Whole hours of two and a half days back, several rows on each (ties broken by the id).
      createdAt: new Date(NOW.getTime() - ((index * 7) % 61) * HOUR),
      dueDate: `2031-0${(index % 3) + 1}-${String((index % 17) + 1).padStart(2, '0')}`,
      names: NAMES[(index * 5) % NAMES.length],
      lastNames: LAST_NAMES[(index * 3) % LAST_NAMES.length],
    });
  }
}, 120_000);
afterAll(() => p.t.close());

const road = eq(certificates.channel, 'medicVial');
// A state and a range of expedition dates, by date created: the month-by-month walk.
const veB = eq(certificates.state, 'VE-B');
const inMay = and(
  road,
  eq(certificates.state, 'VE-B'),
  between(certificates.expeditionDate, '2026-05-01', '2026-05-31'),
);

describe('pages of a long list', () => {
  it('answers the rows a walk from the start gives within the cap of either end, and refuses the middle', async () => {
    const token = await p.tokenOf('medicVial', 'admin.vial');
    await expectPagesWithinCap({
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
      cap: CAP,
      read: (query) =>
        p.t.app.inject({ method: 'GET', url: `${ROAD}?${query}`, headers: bearer(token) }),
      keysOf: (response: Answer) => {
        const { total } = idsAndTotalOf(response);
        const rows = (response.json() as { data: { serial: number }[] }).data;
        return { keys: rows.map((row) => Number(row.serial)), total };
      },
    });
  });
});

describe('pages of the INTT list of every certificate', () => {
  it('answers the rows a walk from the start gives within the cap, in every state and in one', async () => {
    const token = await p.tokenOf('INTT', 'funcionario.intt');
    await expectPagesWithinCap({
      db: p.t.database.db,
      idColumn: certificates.id,
      keyColumn: certificates.id,
      limit: 9,
      cap: CAP,
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
      read: (query) =>
        p.t.app.inject({ method: 'GET', url: `${INTT}?${query}`, headers: bearer(token) }),
    });
  });
});
