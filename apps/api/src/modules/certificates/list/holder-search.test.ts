import { NAME_LETTERS } from '@aptovial/shared';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../../db/schema/index';
import { type PanelApp, panelApp } from '../../road-medicine/panel-testing';
import { foldForSearch } from './filters';

// Decision 0041: paramCert's names search is blind to case and to Spanish accents, and reads the
// names and last names as one text, because PostgreSQL folds them into holder_search and
// foldForSearch folds the typed text the same way.
const ROAD = '/api/credentialMedic/listCertifields';
let p: PanelApp;
let every: number;

beforeAll(async () => {
  p = await panelApp();
  await p.insertCertificate({ schoolNumberId: p.doctorNumber, expeditionDate: '2026-06-01' });
  every = await p.insertCertificate({
    schoolNumberId: p.doctorNumber,
    expeditionDate: '2026-06-02',
  });
  const letters = NAME_LETTERS.replace('A-Za-z', 'AZaz');
  await p.t.database.db
    .update(certificates)
    .set({ names: `María ${letters}`, lastNames: "D'Alessandro Pérez-Rojas" })
    .where(eq(certificates.id, every));
});
afterAll(() => p.t.close());

const serialsFound = async (text: string): Promise<number[]> => {
  const page = await p.read('director.vial', `${ROAD}?paramCert=${encodeURIComponent(text)}`);
  return page.data.map((row: { id: number }) => row.id);
};

describe("paramCert's names search", () => {
  it('stores the names folded exactly as the typed text is folded', async () => {
    const [row] = await p.t.database.db
      .select({ folded: certificates.holderSearch, names: certificates.names })
      .from(certificates)
      .where(eq(certificates.id, every));
    expect(row?.folded).toBe(foldForSearch(`${row?.names} D'Alessandro Pérez-Rojas`));
    expect(row?.folded).toBe("maria azazaeiouunaeiouun d'alessandro perez-rojas");
  });

  it('finds a name whatever its case and accents', async () => {
    const pedro = (await serialsFound('Pedro')).filter((id) => id !== every);
    expect(pedro).toHaveLength(1);
    for (const typed of ['nunez', 'NÚÑEZ', 'Nuñez', 'núnez']) {
      expect(await serialsFound(typed)).toEqual(pedro);
    }
    expect(await serialsFound('perez-rojas')).toEqual([every]);
    expect(await serialsFound("d'ALESSANDRO")).toEqual([every]);
  });

  it('reads names and last names as one text, in that order', async () => {
    expect(await serialsFound('pedro núñez')).toHaveLength(1);
    expect(await serialsFound('núñez pedro')).toEqual([]);
  });

  it("takes LIKE's wildcards in the text literally", async () => {
    expect(await serialsFound('pe%ro')).toEqual([]);
    expect(await serialsFound('pe_ro')).toEqual([]);
    expect(await serialsFound('ped\\')).toEqual([]);
  });
});

// Decision 0041: sorted by a serial or a name, a name search sorts its first matches up to the
// cap (offset + 10 pages, the newest first); within the cap that is every match.
describe('a name search sorted by serial', () => {
  const bySerial = (direction: 'asc' | 'desc', limit: number, page = 1) =>
    `${ROAD}?paramCert=pedro&order_by=serial&order_direction=${direction}&limit=${limit}&page=${page}`;
  const serialsOf = (page: { data: { serial: number }[] }) => page.data.map((row) => row.serial);
  beforeAll(async () => {
    for (let index = 0; index < 12; index += 1) {
      await p.insertCertificate({ schoolNumberId: p.doctorNumber, expeditionDate: '2026-07-01' });
    }
  });

  it('sorts every match when they fit in the cap, on every page', async () => {
    // 13 Pedros, limit 2: the cap is 20.
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((page) => p.read('director.vial', bySerial('asc', 2, page))),
    );
    const all = pages.flatMap(serialsOf);
    const sorted = [...all].sort((a, b) => a - b);
    expect(all).toHaveLength(13);
    expect(all).toEqual(sorted);
    const second = await p.read('director.vial', bySerial('desc', 2, 2));
    expect(serialsOf(second)).toEqual(sorted.slice(-4, -2).reverse());
    expect(second.total).toBe(13);
    // Past the last match the page is empty and still says how many there are.
    const past = await p.read('director.vial', bySerial('asc', 2, 8));
    expect(past).toMatchObject({ data: [], total: 13, page: 8 });
    expect(past).not.toHaveProperty('totalCapped');
    expect(second).not.toHaveProperty('totalCapped');
  });

  it('sorts the newest matches up to the cap when more match', async () => {
    // limit=1: the cap is 10, the ten newest (by date created, then id) are sorted by serial.
    const newest = await p.t.database.db
      .select({ serial: certificates.serial })
      .from(certificates)
      .where(eq(certificates.names, 'Pedro'))
      .orderBy(desc(certificates.createdAt), desc(certificates.id))
      .limit(10);
    const lowest = Math.min(...newest.map((row) => row.serial));
    const first = await p.read('director.vial', bySerial('asc', 1));
    expect(first).toMatchObject({ total: 10, totalCapped: true });
    expect(serialsOf(first)).toEqual([lowest]);
  });
});

// A name search sorted by a date reads its page and its capped total from one walk of that date's
// index: the page is the walk's ranks offset + 1 to offset + limit.
describe('a name search sorted by a date', () => {
  const byDate = (column: 'createdAt' | 'expeditionDate', direction: 'asc' | 'desc') =>
    `${ROAD}?paramCert=pedro&order_by=${column}&order_direction=${direction}&limit=3`;
  const idsOf = (page: { data: { id: number }[] }) => page.data.map((row) => row.id);

  it.each([
    ['createdAt', 'desc'],
    ['createdAt', 'asc'],
    ['expeditionDate', 'desc'],
    ['expeditionDate', 'asc'],
  ] as const)('pages every match by %s %s, as the table sorts them', async (column, direction) => {
    const order = direction === 'asc' ? asc : desc;
    const expected = await p.t.database.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.names, 'Pedro'))
      .orderBy(order(certificates[column]), order(certificates.id));
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map((page) =>
        p.read('director.vial', `${byDate(column, direction)}&page=${page}`),
      ),
    );
    expect(pages.flatMap(idsOf)).toEqual(expected.map((row) => row.id));
    expect(pages.map((page) => page.total)).toEqual(Array(5).fill(expected.length));
    const past = await p.read('director.vial', `${byDate(column, direction)}&page=6`);
    expect(past).toMatchObject({ data: [], total: expected.length });
  });
});
