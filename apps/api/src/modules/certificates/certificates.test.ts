import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, certificateStatusChanges } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import {
  auditEventOf,
  callerOf,
  certificatesApp,
  demoNumberId,
  insertLot,
  insertMedic,
  newCertificate,
  refusalCheck,
  rowCounts,
  special,
  type Who,
} from './testing';

let t: TestApp;
let veB: { id: number; dni: string; state: string };
beforeAll(async () => {
  t = await certificatesApp();
  veB = await insertMedic(t, {});
  await insertLot(t, {
    state: 'VE-B',
    initialNumber: 2_000_001,
    finalNumber: 2_000_100,
    numberTP: 'TP-B',
  });
});
afterAll(() => t.close());
const call = callerOf(() => t);
const VIAL = 'director.vial.medicos';
const issue = (payload: object, who: string | Who = VIAL) =>
  call(who, { method: 'POST', url: '/createCertifields', payload });
const issueVeB = async (serial: number) =>
  (await issue(newCertificate({ serial, schoolNumberId: veB.id }), 'admin.medicos')).json().data;
const put = (url: string, payload: object, who = VIAL) =>
  call(who, { method: 'PUT', url, payload });

const refused = refusalCheck(() => t);
const auditOf = (action: string, id: number) => auditEventOf(t, action, id);

describe('POST /api/certifields/createCertifields', () => {
  it('issues as the account’s own college number, snapshots the doctor and audits', async () => {
    const response = await issue(newCertificate());
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      state: 'VE-A',
      numberTP: 'TP-2026-01',
      nameDoctor: 'Alejandro Mendoza Rivas',
      dniDoctor: '20000001',
      status: true,
      reason: null,
      rules: [],
      createdBy: { schoolNumber: '10231', licenseNumber: 'MV-0001', state: 'VE-A' },
      updatedBy: null,
    });
    const event = await auditOf('certificate_issued', data.id);
    expect(event?.accountId).toBeTypeOf('number');
    expect(event?.changes).toMatchObject({ serial: { after: data.serial } });
  });

  it('issues an Especial with its kind, rules and observations', async () => {
    const response = await issue(newCertificate({ ...special, grade: '3' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      typeCertifields: 'Especial',
      rules: ['AUTOMATICO', 'LENTES'],
    });
  });

  it('takes the issuer from the body when the account has no college number', async () => {
    const payload = newCertificate({ serial: 2_000_001, schoolNumberId: veB.id });
    const response = await issue(payload, 'admin.medicos');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      state: 'VE-B',
      dniDoctor: veB.dni,
      numberTP: 'TP-B',
    });
    await refused(
      () => issue(newCertificate(), 'admin.medicos'),
      400,
      'VALIDATION_ERROR',
      'schoolNumberId',
    );
    const other = newCertificate({ schoolNumberId: veB.id });
    await refused(() => issue(other), 400, 'VALIDATION_ERROR', 'schoolNumberId');
    const own = await issue(newCertificate({ schoolNumberId: await demoNumberId(t) }));
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses a serial outside every lot, of another state’s lot, or already used', async () => {
    await refused(() => issue(newCertificate({ serial: 5 })), 422, 'SERIAL_NOT_IN_LOT', 'serial');
    const otherState = newCertificate({ serial: 2_000_050 });
    await refused(() => issue(otherState), 422, 'SERIAL_OTHER_STATE', 'serial');
    const first = newCertificate();
    expect((await issue(first)).statusCode).toBe(200);
    await refused(
      () => issue({ ...newCertificate(), serial: first.serial }),
      409,
      'SERIAL_TAKEN',
      'serial',
    );
  });

  it('lets exactly one of two concurrent issues of one serial succeed', async () => {
    const payload = newCertificate();
    const before = await rowCounts(t);
    const responses = await Promise.all([issue(payload), issue({ ...payload, dni: '26000000' })]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().error).toBe('SERIAL_TAKEN');
    expect((await rowCounts(t)).certificates).toBe((before.certificates ?? 0) + 1);
  });

  it('refuses a medic not solvent today or not enabled for the type or grade', async () => {
    const president = 'presidente.medicos';
    const late = await insertMedic(t, { state: 'VE-A', currentSolvency: '2026-06-14' });
    const onTime = await insertMedic(t, { state: 'VE-A', currentSolvency: '2026-06-15' });
    const firstOnly = await insertMedic(t, {
      state: 'VE-A',
      typeCertificates: ['Primera vez'],
      grades: ['1', '2'],
      specialGrades: [],
    });
    const as = (id: number, extra: object = {}) => newCertificate({ schoolNumberId: id, ...extra });
    await refused(() => issue(as(late.id), president), 422, 'MEDIC_NOT_SOLVENT', 'schoolNumberId');
    expect((await issue(as(onTime.id), president)).statusCode).toBe(200);
    const renewal = as(firstOnly.id, { typeCertifields: 'Renovación' });
    await refused(() => issue(renewal, president), 422, 'MEDIC_NOT_ENABLED', 'typeCertifields');
    await refused(
      () => issue(as(firstOnly.id, { grade: '4' }), president),
      422,
      'MEDIC_NOT_ENABLED',
      'grade',
    );
    const specialGrade = newCertificate({ ...special, grade: '4' });
    await refused(() => issue(specialGrade), 422, 'MEDIC_NOT_ENABLED', 'grade');
    await refused(() => issue(as(999_999), president), 404, 'NOT_FOUND', 'schoolNumberId');
  });

  it('refuses dates out of order, an implausible driver, Especial mistakes and unknown states', async () => {
    const bad = (extra: Record<string, unknown>) => () => issue(newCertificate(extra));
    await refused(
      bad({ expeditionDate: '2026-06-16', dueDate: '2027-06-16' }),
      400,
      'VALIDATION_ERROR',
      'expeditionDate',
    );
    await refused(bad({ dueDate: '2026-06-10' }), 400, 'VALIDATION_ERROR', 'dueDate');
    await refused(bad({ birthDate: '2010-06-11' }), 400, 'VALIDATION_ERROR', 'birthDate');
    await refused(bad({ birthDate: '1925-06-09' }), 400, 'VALIDATION_ERROR', 'birthDate');
    await refused(bad({ ...special, grade: '3', rules: [] }), 400, 'VALIDATION_ERROR', 'rules');
    await refused(
      bad({ ...special, grade: '3', observations: '' }),
      400,
      'VALIDATION_ERROR',
      'observations',
    );
    await refused(bad({ rules: ['LENTES'] }), 400, 'VALIDATION_ERROR', 'rules');
    await refused(bad({ stateOrigin: 'VE-Q' }), 400, 'VALIDATION_ERROR', 'stateOrigin');
    for (const birthDate of ['2010-06-10', '1926-06-10']) {
      const edge = await issue(newCertificate({ birthDate, stateOrigin: 'VE-K' }));
      expect(edge.statusCode, edge.body).toBe(200);
    }
  });

  it('keeps non-Admin issuers in their state and refuses nurses and INTT', async () => {
    const payload = newCertificate({ serial: 2_000_002, schoolNumberId: veB.id });
    await refused(() => issue(payload, 'presidente.medicos'), 403, 'STATE_NOT_ALLOWED');
    await refused(
      () => issue(newCertificate({ schoolNumberId: veB.id }), 'admin.enfermeras'),
      403,
      'FORBIDDEN',
    );
    const intt = { scope: 'INTT' as const, name: 'funcionario.intt' };
    await refused(() => issue(newCertificate(), intt), 403, 'WRONG_MODULE');
  });
});

describe('PUT /api/certifields/updatedCertifields', () => {
  it('changes the fields sent, records the editor and audits what changed', async () => {
    const { data } = (await issue(newCertificate({ occupation: 'Chofer' }))).json();
    const response = await put('/updatedCertifields', { id: data.id, place: 'Los Teques' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      place: 'Los Teques',
      occupation: 'Chofer',
      glasses: false,
      nationality: 'V',
      serial: data.serial,
      updatedBy: { schoolNumber: '10231' },
    });
    const event = await auditOf('certificate_updated', data.id);
    expect(event?.changes).toEqual({ place: { before: 'Caracas', after: 'Los Teques' } });
    const admin = await put('/updatedCertifields', { id: data.id, grade: '3' }, 'admin.medicos');
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().data.updatedBy).toMatchObject({ schoolNumber: '10231' });
  });

  it('refuses a serial change, broken rules, other states’ certificates and unknown ids', async () => {
    const { data } = (await issue(newCertificate())).json();
    const edit =
      (payload: object, who = VIAL) =>
      () =>
        put('/updatedCertifields', { id: data.id, ...payload }, who);
    await refused(edit({ serial: 1_000_999 }), 400, 'VALIDATION_ERROR');
    await refused(edit({ typeCertifields: 'Especial' }), 400, 'VALIDATION_ERROR', 'rules');
    await refused(edit({ dueDate: '2026-01-01' }), 400, 'VALIDATION_ERROR', 'dueDate');
    await refused(edit({ birthDate: '2015-01-01' }), 400, 'VALIDATION_ERROR', 'birthDate');
    await refused(edit({ ...special, grade: '5' }), 422, 'MEDIC_NOT_ENABLED', 'grade');
    const veBCertificate = await issueVeB(2_000_003);
    const foreign = (who: string) => () =>
      put('/updatedCertifields', { id: veBCertificate.id, place: 'Barcelona' }, who);
    // Another state's certificate is out of a doctor's sight; the President never edits (0048).
    await refused(foreign(VIAL), 404, 'NOT_FOUND');
    await refused(foreign('presidente.medicos'), 403, 'FORBIDDEN');
    await refused(
      () => put('/updatedCertifields', { id: 987_654, place: 'Caracas' }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('disable and re-enable', () => {
  it('keeps both reasons in the history and audit; a disabled certificate is not edited', async () => {
    const { data } = (await issue(newCertificate())).json();
    const status =
      (verb: string, reason: string, who = VIAL) =>
      () =>
        put(`/${verb}Certifields/${data.id}`, { reason }, who);
    const disabled = await status('disable', 'Datos falsos del conductor')();
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({
      status: false,
      reason: 'Datos falsos del conductor',
    });
    const edit = () => put('/updatedCertifields', { id: data.id, place: 'Caracas' });
    await refused(edit, 409, 'CERTIFICATE_DISABLED');
    await refused(status('disable', 'Otra vez'), 409, 'CERTIFICATE_DISABLED');
    await refused(status('enable', 'Error de carga'), 403, 'FORBIDDEN');
    await refused(status('enable', 'no', 'admin.medicos'), 400, 'VALIDATION_ERROR', 'reason');
    const enabled = await status('enable', 'Verificado en persona', 'admin.medicos')();
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data).toMatchObject({ status: true, reason: null });
    const history = await t.database.db
      .select()
      .from(certificateStatusChanges)
      .where(eq(certificateStatusChanges.certificateId, data.id))
      .orderBy(asc(certificateStatusChanges.id));
    expect(history.map((row) => [row.status, row.reason])).toEqual([
      [false, 'Datos falsos del conductor'],
      [true, 'Verificado en persona'],
    ]);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(data.id)))
      .orderBy(asc(auditEvents.id));
    expect(events.map((event) => event.action)).toEqual([
      'certificate_issued',
      'certificate_disabled',
      'certificate_enabled',
    ]);
    await refused(status('enable', 'Otra vez más', 'admin.medicos'), 400, 'BAD_REQUEST');
  });

  it('refuses INTT, nurses, other states and unknown ids', async () => {
    const veBCertificate = await issueVeB(2_000_004);
    const reason = { reason: 'Motivo suficiente' };
    const url = `/disableCertifields/${veBCertificate.id}`;
    await refused(() => put(url, reason, 'presidente.medicos'), 404, 'NOT_FOUND');
    await refused(() => put(url, reason, 'admin.enfermeras'), 403, 'FORBIDDEN');
    // The college's and road medicine's logins reach this route (decision 0019); INTT's is refused.
    await refused(
      () => call({ scope: 'INTT', name: 'admin.intt' }, { method: 'PUT', url, payload: reason }),
      403,
      'FORBIDDEN',
    );
    await refused(() => put('/disableCertifields/abc', reason), 400, 'VALIDATION_ERROR');
  });
});
