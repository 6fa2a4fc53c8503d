import { describe, expect, it } from 'vitest';
import { readSheet } from '../../test/xlsx';
import { CERTIFIELDS, certificateBody, PREFIX, roadKit } from './certificate-testing';

const kit = roadKit();
const { doctor, call, demo, issued } = kit;
const list = (token: string, query = '') =>
  call(token, { method: 'GET', url: `${PREFIX}/listCertifields${query}` });
type Listed = { data: { id: number; serial: number }[]; total: number };

/** Road routes and a sample request each (the guard answers before the input is read). */
const roadRoutes = [
  ['GET', `${PREFIX}/listCertifields`],
  ['GET', `${PREFIX}/listCertifields/xlsx`],
  ['GET', `${PREFIX}/searchSerialInLote?serial=1000001`],
  ['GET', `${PREFIX}/nextSerial`],
  ['GET', `${PREFIX}/previousCertificate?dni=25123456`],
  ['POST', `${PREFIX}/createCertifields`],
] as const;

describe('who may call the road-medicine certificate routes', () => {
  it('answers 401 without a session on every new route', async () => {
    const routes = [...roadRoutes, ['PUT', `${CERTIFIELDS}/updatedCertifieldsVial/1`] as const];
    for (const [method, url] of routes) {
      const response = await call(undefined, { method, url, payload: certificateBody(1_000_900) });
      expect([url, response.statusCode, response.json().error]).toEqual([url, 401, 'UNAUTHORIZED']);
    }
  });

  it('answers 403 to a college or INTT session, and writes nothing', async () => {
    const tokens = [await demo('colegio', 'admin.medicos'), await demo('INTT', 'admin.intt')];
    for (const token of tokens) {
      for (const [method, url] of roadRoutes) {
        const payload = certificateBody(1_000_901);
        await kit.refused(() => call(token, { method, url, payload }), 403, 'WRONG_MODULE');
      }
    }
  });
});

describe('listCertifields', () => {
  it('shows a doctor only their own certificates, newest first; the Admin every doctor’s', async () => {
    const first = await doctor();
    const second = await doctor();
    const older = await issued(first.token, 1_000_101);
    const theirs = await issued(second.token, 1_000_102);
    const newest = await issued(first.token, 1_000_103);

    const own = (await list(first.token)).json() as Listed;
    expect(own.total).toBe(2);
    expect(own.data.map((row) => row.id)).toEqual([newest.id, older.id]);
    // Asking for another number's certificates does not widen a doctor's view.
    const widened = await list(first.token, `?schoolNumberId=${second.schoolNumberId}`);
    expect((widened.json() as Listed).data.map((row) => row.id)).toEqual([newest.id, older.id]);

    const admin = (await list(await demo('medicVial', 'admin.vial'))).json() as Listed;
    expect(admin.data.slice(0, 3).map((row) => row.id)).toEqual([newest.id, theirs.id, older.id]);
  });

  it('leaves out the college’s certificates, even the Admin’s list', async () => {
    const college = await call(await demo('colegio', 'director.vial.medicos'), {
      method: 'POST',
      url: `${CERTIFIELDS}/createCertifields`,
      payload: certificateBody(1_000_104),
    });
    expect(college.statusCode, college.body).toBe(200);
    const admin = (
      await list(await demo('medicVial', 'admin.vial'), '?limit=100')
    ).json() as Listed;
    expect(admin.data.map((row) => row.serial)).not.toContain(1_000_104);
    expect(admin.data.map((row) => row.serial)).toContain(1_000_101);
  });

  it('filters by paramCert (part of the holder’s names) and exports an xlsx', async () => {
    const mine = await doctor();
    await issued(mine.token, 1_000_105, { names: 'Eustaquio', lastNames: 'Zambrano' });
    await issued(mine.token, 1_000_106);
    const found = (await list(mine.token, '?paramCert=eustaq')).json() as Listed;
    expect(found.data.map((row) => row.serial)).toEqual([1_000_105]);

    const sheet = await call(mine.token, { method: 'GET', url: `${PREFIX}/listCertifields/xlsx` });
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    expect(sheet.headers['content-disposition']).toContain('certificados-medicina-vial');
    const rows = await readSheet(sheet.rawPayload);
    expect(rows[0]?.[0]).toBe('Serial');
    expect(rows.slice(1).map((row) => row[0])).toEqual(['1000106', '1000105']);
  });
});

describe('the shared searches (/api/certifields/search and /searchDni)', () => {
  it('show a road session only its channel and number; the college and INTT see road certificates', async () => {
    const mine = await doctor();
    const other = await doctor();
    const driver = { dni: '31222333', names: 'Conductor', lastNames: 'Compartido' };
    await issued(mine.token, 1_000_111, driver);
    await issued(other.token, 1_000_112, driver);
    const college = await call(await demo('colegio', 'director.vial.medicos'), {
      method: 'POST',
      url: `${CERTIFIELDS}/createCertifields`,
      payload: certificateBody(1_000_113, driver),
    });
    expect(college.statusCode, college.body).toBe(200);

    const serials = async (token: string, url: string) => {
      const response = await call(token, { method: 'GET', url: `${CERTIFIELDS}${url}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { serial: number }[]).map((row) => row.serial).sort();
    };
    const byDni = `/searchDni?dni=${driver.dni}`;
    expect(await serials(mine.token, byDni)).toEqual([1_000_111]);
    expect(await serials(mine.token, '/search?serial=1000111')).toEqual([1_000_111]);
    expect(await serials(mine.token, '/search?serial=1000112')).toEqual([]);
    expect(await serials(mine.token, '/search?serial=1000113')).toEqual([]);
    const vialAdmin = await demo('medicVial', 'admin.vial');
    expect(await serials(vialAdmin, byDni)).toEqual([1_000_111, 1_000_112]);
    const all = [1_000_111, 1_000_112, 1_000_113];
    expect(await serials(await demo('colegio', 'admin.medicos'), byDni)).toEqual(all);
    expect(await serials(await demo('colegio', 'presidente.medicos'), byDni)).toEqual(all);
    expect(await serials(await demo('INTT', 'funcionario.intt'), byDni)).toEqual(all);
    expect(await serials(await demo('INTT', 'admin.intt'), '/search?serial=1000112')).toEqual([
      1_000_112,
    ]);
    // The demo VialDirector works as number 10231, which issued none of these.
    expect(await serials(await demo('medicVial', 'director.vial'), byDni)).toEqual([]);
  });
});
