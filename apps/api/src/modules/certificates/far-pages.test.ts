import { and, asc, between, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index';
import { FAR_PAGE_OFFSET } from '../nearer-end';
import { type PanelApp, panelApp } from '../road-medicine/panel-testing';

// Decision 0044: a page past FAR_PAGE_OFFSET rows nearer the list's end is walked from that end.
// Walked backwards, ties (one last name, a few days) must come back in exactly the order a walk
// from the start gives them.
const ROAD = '/api/credentialMedic/listCertifields';
const ROWS = FAR_PAGE_OFFSET + 45;
const LIMIT = 7;

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
const orders: [string, 'asc' | 'desc', PgColumn, string, SQL | undefined][] = [
  ['lastNames', 'asc', certificates.lastNames, '', road],
  ['expeditionDate', 'desc', certificates.expeditionDate, '', road],
  ['createdAt', 'desc', certificates.createdAt, '', road],
  ['serial', 'asc', certificates.serial, '', road],
  [
    'createdAt',
    'asc',
    certificates.createdAt,
    '&state=VE-A&date_range=2026-05-01,2026-05-31',
    inMay,
  ],
];

describe('pages far into a long list', () => {
  it('answers the rows a walk from the start gives, on every page past the threshold', async () => {
    const firstFar = Math.ceil(FAR_PAGE_OFFSET / LIMIT) + 1;
    for (const [column, direction, sortColumn, filters, where] of orders) {
      const [counted] = await p.t.database.db
        .select({ total: count() })
        .from(certificates)
        .where(where);
      const total = counted?.total ?? 0;
      expect(total).toBeGreaterThanOrEqual(ROWS);
      const lastPage = Math.ceil(total / LIMIT);
      const by = direction === 'asc' ? asc : desc;
      for (let page = firstFar - 1; page <= lastPage + 1; page += 1) {
        const answer = await p.read(
          'admin.vial',
          `${ROAD}?limit=${LIMIT}&page=${page}&order_by=${column}&order_direction=${direction}${filters}`,
        );
        const expected = await p.t.database.db
          .select({ serial: certificates.serial })
          .from(certificates)
          .where(where)
          .orderBy(by(sortColumn), by(certificates.id))
          .limit(LIMIT)
          .offset((page - 1) * LIMIT);
        expect(answer.total).toBe(total);
        expect(
          answer.data.map((row: { serial: number }) => Number(row.serial)),
          `${column} ${direction}${filters} page ${page}`,
        ).toEqual(expected.map((row) => Number(row.serial)));
      }
    }
  });
});
