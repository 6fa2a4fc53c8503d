import { and, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { certificates } from '../../db/schema/index';
import { expectFarPagesAsFromTheStart } from '../../test/far-pages';
import { FAR_PAGE_OFFSET } from '../nearer-end';
import { type PanelApp, panelApp } from '../road-medicine/panel-testing';

// Decision 0044: a page past FAR_PAGE_OFFSET rows nearer the list's end is walked from that end.
// Walked backwards, ties (one last name, a few days) must come back in exactly the order a walk
// from the start gives them.
const ROAD = '/api/credentialMedic/listCertifields';
const ROWS = FAR_PAGE_OFFSET + 45;

let p: PanelApp;
beforeAll(async () => {
  p = await panelApp();
  for (let index = 0; index < ROWS; index += 1) {
    const day = `2026-05-${String((index % 9) + 1).padStart(2, '0')}`;
    await p.insertCertificate({ schoolNumberId: p.doctorNumber, expeditionDate: day });
  }
}, 120_000);
afterAll(() => p.t.close());

const road = eq(certificates.channel, 'medicVial');
// A state and a range of expedition dates, by date created: the month-by-month walk.
const inMay = and(
  road,
  eq(certificates.state, 'VE-A'),
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
        { column: 'serial', direction: 'asc', sortColumn: certificates.serial },
        {
          column: 'createdAt',
          direction: 'asc',
          sortColumn: certificates.createdAt,
          query: '&state=VE-A&date_range=2026-05-01,2026-05-31',
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
