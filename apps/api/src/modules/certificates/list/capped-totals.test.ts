import { certificatesPageSchema } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth';
import { expectExactly } from '../../../test/exact-answer';
import { type PanelApp, panelApp } from '../../road-medicine/panel-testing';

// Decision 0033: a list searched by part of a name counts its matches up to a cap, the rows
// before the page and ten pages (limit=1: page 1 counts up to 10); other lists count exactly.
const ROAD = '/api/credentialMedic/listCertifields';
const CERTIFIELDS = '/api/certifields';
const MATCHES = 12; // every certificate here is Pedro Núñez's, of each channel

let p: PanelApp;
beforeAll(async () => {
  p = await panelApp();
  for (let index = 0; index < MATCHES; index += 1) {
    const day = `2026-06-${String(index + 1).padStart(2, '0')}`;
    await p.insertCertificate({ schoolNumberId: p.doctorNumber, expeditionDate: day });
    await p.insertCertificate({
      schoolNumberId: p.doctorNumber,
      expeditionDate: day,
      channel: 'colegio',
    });
  }
});
afterAll(() => p.t.close());

/** GET as a demo account of `scope`; the JSON of a 200. */
async function read(scope: 'colegio' | 'INTT', name: string, url: string) {
  const response = await p.t.app.inject({
    method: 'GET',
    url,
    headers: bearer(await p.tokenOf(scope, name)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const totalsOf = (page: { total: number; totalCapped?: boolean }) => ({
  total: page.total,
  totalCapped: page.totalCapped,
});

describe('the total of a name search, counted up to a cap', () => {
  it('says "more than the cap" on road medicine’s list when more match', async () => {
    const first = await p.read('director.vial', `${ROAD}?paramCert=pedro&limit=1`);
    expect(first).toMatchObject({ total: 10, totalCapped: true, page: 1, limit: 1 });
    expect(first.data).toHaveLength(1);
    expectExactly(certificatesPageSchema, first);
    // The cap follows the page: page 2 counts up to 11 rows.
    const second = await p.read('director.vial', `${ROAD}?paramCert=PEDRO&limit=1&page=2`);
    expect(totalsOf(second)).toEqual({ total: 11, totalCapped: true });
    // Sorted where no index walks (last names), the count walks dates created: the same total.
    const byName = `${ROAD}?paramCert=pedro&limit=1&order_by=lastNames&order_direction=asc`;
    expect(totalsOf(await p.read('director.vial', byName))).toEqual({
      total: 10,
      totalCapped: true,
    });
  });

  it('answers the exact total, without the flag, when the cap is not passed', async () => {
    const exactlyAtCap = await p.read('director.vial', `${ROAD}?paramCert=pedro&limit=1&page=3`);
    expect(exactlyAtCap.total).toBe(MATCHES);
    expect(exactlyAtCap).not.toHaveProperty('totalCapped');
    const wider = await p.read('director.vial', `${ROAD}?paramCert=pedro&limit=2`);
    expect(wider.total).toBe(MATCHES);
    expect(wider).not.toHaveProperty('totalCapped');
    const none = await p.read('director.vial', `${ROAD}?paramCert=zzzz&limit=1`);
    expect(none).toMatchObject({ total: 0, data: [] });
    expect(none).not.toHaveProperty('totalCapped');
  });

  it('caps the college and INTT list the same, and counts every channel INTT sees', async () => {
    const intt = await read('INTT', 'funcionario.intt', `${CERTIFIELDS}?paramCert=pedro&limit=1`);
    expect(totalsOf(intt)).toEqual({ total: 10, totalCapped: true });
    expectExactly(certificatesPageSchema, intt);
    const wider = await read('INTT', 'funcionario.intt', `${CERTIFIELDS}?paramCert=pedro&limit=3`);
    expect(totalsOf(wider)).toEqual({ total: 2 * MATCHES, totalCapped: undefined });
  });

  it('leaves lists without a text search exact, however small the page', async () => {
    const road = await p.read('director.vial', `${ROAD}?limit=1`);
    expect(totalsOf(road)).toEqual({ total: MATCHES, totalCapped: undefined });
    const all = await read('INTT', 'funcionario.intt', `${CERTIFIELDS}?limit=1`);
    expect(totalsOf(all)).toEqual({ total: 2 * MATCHES, totalCapped: undefined });
    const graded = await read('INTT', 'funcionario.intt', `${CERTIFIELDS}?limit=1&grade=2`);
    expect(totalsOf(graded)).toEqual({ total: 2 * MATCHES, totalCapped: undefined });
  });

  it('still exports every match of a name search, whatever the cap', async () => {
    const report = await read('colegio', 'admin.medicos', `${CERTIFIELDS}/reports?paramCert=pedro`);
    expect(report.data).toHaveLength(2 * MATCHES);
  });

  it('documents the flag in the OpenAPI description of the pages', async () => {
    const spec = (await p.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const page = spec.paths['/api/certifields/'].get.responses['200'].content['application/json'];
    expect(page.schema.properties.totalCapped).toMatchObject({ type: 'boolean' });
    expect(page.schema.properties.totalCapped.description).toMatch(/^Presente y verdadero/);
    expect(page.schema.required).not.toContain('totalCapped');
  });
});
