import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { callerOf, certificatesApp, insertLot, insertMedic, newCertificate } from './testing';

// docs/product/entities.md's certificate filters beyond the plain columns: the issuing doctor's
// specialty, one free-text box (paramCert) and allCertificates (only what I issued).
let t: TestApp;
const call = callerOf(() => t);
const VIAL = 'director.vial.medicos'; // issues as the demo medic, Medicina del Trabajo
const INTT = { scope: 'INTT' as const, name: 'funcionario.intt' };
const serials: Record<string, number> = {};
let veBDoctorDni = '';

beforeAll(async () => {
  t = await certificatesApp();
  const veB = await insertMedic(t, {}); // Medicina General, VE-B
  veBDoctorDni = veB.dni;
  await insertLot(t, {
    state: 'VE-B',
    initialNumber: 5_000_001,
    finalNumber: 5_000_010,
    numberTP: 'TP-F',
  });
  const issue = async (key: string, payload: Record<string, unknown>, who = VIAL) => {
    const response = await call(who, { method: 'POST', url: '/createCertifields', payload });
    expect(response.statusCode, response.body).toBe(200);
    serials[key] = Number(payload.serial);
  };
  await issue('ana', newCertificate({ dni: '27000001', names: 'Ana Lucía', lastNames: 'Zerpa' }));
  await issue('luis', newCertificate({ dni: '27000002', names: 'Luis', lastNames: 'Ochoa' }));
  await issue(
    'veB',
    newCertificate({ serial: 5_000_001, schoolNumberId: veB.id, dni: '27000003', names: 'Rosa' }),
    'admin.medicos',
  );
});
afterAll(() => t.close());

const reportOf = async (query: string, who: string | typeof INTT = 'admin.medicos') => {
  const response = await call(who, { method: 'GET', url: `/reports?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { serial: number }[]).map((row) => row.serial).sort();
};
const of = (...keys: string[]) => keys.map((key) => serials[key]).sort();

describe('certificate report filters', () => {
  it("filters by the issuing doctor's specialty", async () => {
    const trabajo = encodeURIComponent('Medicina del Trabajo');
    expect(await reportOf(`specialty=${trabajo}`)).toEqual(of('ana', 'luis'));
    expect(await reportOf('specialty=Medicina%20General')).toEqual(of('veB'));
    expect(await reportOf('specialty=Cardiolog%C3%ADa')).toEqual([]);
  });

  it('finds by serial, holder dni or part of the names in one box', async () => {
    expect(await reportOf(`paramCert=${serials.luis}`)).toEqual(of('luis'));
    expect(await reportOf('paramCert=27000001')).toEqual(of('ana'));
    expect(await reportOf('paramCert=zerp')).toEqual(of('ana'));
    expect(await reportOf('paramCert=ROSA')).toEqual(of('veB'));
    expect(await reportOf('paramCert=100%25')).toEqual([]); // a literal %, not a wildcard
    expect(await reportOf('paramCert=ros')).toEqual(of('veB'));
    expect(await reportOf('paramCert=9')).toEqual([]); // digits of any length are a serial or dni
    // Two letters would match most names and no trigram index serves them.
    const short = await call('admin.medicos', { method: 'GET', url: '/reports?paramCert=ro' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: 'paramCert', message: 'Escriba al menos 3 letras para buscar por nombre' },
    ]);
    const page = await call(INTT, { method: 'GET', url: '/?paramCert=ochoa' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, data: [{ serial: serials.luis }] });
  });

  it('allCertificates=false keeps the certificates the signed-in doctor issued', async () => {
    expect(await reportOf('allCertificates=false', VIAL)).toEqual(of('ana', 'luis'));
    expect(await reportOf('allCertificates=true')).toEqual(expect.arrayContaining(of('veB')));
    const noNumber = await call('admin.medicos', {
      method: 'GET',
      url: '/reports?allCertificates=false',
    });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Su cuenta no emite certificados.',
      errors: [{ field: 'allCertificates' }],
    });
  });

  it('exports what Buscar-certificados found: one serial, or what one doctor issued', async () => {
    expect(await reportOf(`serial=${serials.luis}`)).toEqual(of('luis'));
    expect(await reportOf(`doctorDni=${veBDoctorDni}`)).toEqual(of('veB'));
    expect(await reportOf(`doctorDni=${veBDoctorDni}&doctorNationality=E`)).toEqual([]);
    const searched = await call('admin.medicos', {
      method: 'GET',
      url: `/searchDniCert?dni=${veBDoctorDni}`,
    });
    expect(searched.statusCode, searched.body).toBe(200);
    const found = (searched.json().data as { serial: number }[]).map((row) => row.serial);
    expect(found).toEqual(of('veB'));
  });

  it('refuses malformed filters in Spanish', async () => {
    const malformed = ['specialty=', 'paramCert=', 'allCertificates=quizas', 'serial=12a'];
    for (const query of [...malformed, 'doctorDni=1x', 'doctorNationality=X']) {
      const response = await call('admin.medicos', { method: 'GET', url: `/reports?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
      expect(response.json().errors[0].field).toBe(query.split('=')[0]);
    }
  });
});
