import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { createSeededApp, testClock } from '../../test/demo';
import { newMedic, roadDoctor } from '../road-medicine/testing';
import { tokensFor } from '../users/testing';
import { insertLot, NOW, newCertificate, refusalCheck } from './testing';

// Decision 0048: who corrects a certificate, what, until when, and its history.
const clock = testClock(NOW);
let t: TestApp;
let other: { schoolNumberId: number };
beforeAll(async () => {
  t = await createSeededApp(clock.now);
  await t.database.db.transaction((tx) => seedDemoRegisters(tx));
  other = await newMedic(t, {
    typeCertificates: ['Primera vez', 'Renovación', 'Especial'],
    grades: ['1', '2', '3', '4', '5'],
  });
}, 60_000);
afterAll(() => t.close());

let tokenOf = tokensFor(
  () => t,
  () => clock.now().getTime(),
);
type Scope = 'colegio' | 'INTT' | 'medicVial';
const call = async (
  who: string | { token: string },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  scope: Scope = 'colegio',
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(typeof who === 'string' ? await tokenOf(scope, who) : who.token),
    ...(payload ? { payload } : {}),
  });
const DOCTOR = 'director.vial.medicos';
const ADMIN = 'admin.medicos';
const issue = (payload: object, who: string = DOCTOR) =>
  call(who, 'POST', '/api/certifields/createCertifields', payload);
const edit = (payload: object, who: string | { token: string } = DOCTOR) =>
  call(who, 'PUT', '/api/certifields/updatedCertifields', payload);
const history = (id: number, who: string | { token: string } = ADMIN, scope: Scope = 'colegio') =>
  call(who, 'GET', `/api/certifields/${id}/history`, undefined, scope);
const refused = refusalCheck(() => t);
const stored = async (id: number) =>
  (await t.database.db.select().from(certificates).where(eq(certificates.id, id)))[0];

async function issued(overrides: Record<string, unknown> = {}, who = DOCTOR) {
  const response = await issue(newCertificate(overrides), who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; serial: number };
}

const JUAN = { names: 'Juan', lastNames: 'Pérez', dni: '12345678', nationality: 'V' };
const ATTACK = {
  names: 'Otro Nombre',
  dni: '99999999',
  nationality: 'V',
  birthDate: '1990-01-01',
  expeditionDate: '2010-01-01',
  dueDate: '2090-01-01',
};

describe('who corrects a certificate', () => {
  it('refuses the Directorate and the President (403, before validation) and changes nothing', async () => {
    const certificate = await issued(JUAN);
    for (const who of ['directiva.medicos', 'presidente.medicos']) {
      await refused(() => edit({ id: certificate.id, ...ATTACK }, who), 403, 'FORBIDDEN');
      // Refused before the body is read: an invalid one gets the same 403.
      await refused(() => edit({}, who), 403, 'FORBIDDEN');
    }
    expect(await stored(certificate.id)).toMatchObject({ ...JUAN, version: 1 });
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/certifields/searchFree?serial=${certificate.serial}`,
    });
    expect(verified.json().data).toMatchObject({ names: 'Juan', lastNames: 'Pérez', version: 1 });
  });

  it('refuses a doctor editing another doctor’s certificate; the Admin may', async () => {
    const certificate = await issued({ schoolNumberId: other.schoolNumberId }, ADMIN);
    await refused(() => edit({ id: certificate.id, names: 'Pedro Luis' }), 403, 'FORBIDDEN');
    const byAdmin = await edit({ id: certificate.id, names: 'Pedro Luis' }, ADMIN);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await stored(certificate.id)).toMatchObject({ names: 'Pedro Luis', version: 2 });
    const own = await issued();
    const byDoctor = await edit({ id: own.id, names: 'Pedro Luis', dni: '25123456' });
    expect(byDoctor.statusCode, byDoctor.body).toBe(200);
  });

  it('never changes the holder’s cédula or nationality (422, in Spanish)', async () => {
    const certificate = await issued(JUAN);
    for (const change of [{ dni: '99999999' }, { nationality: 'E' }]) {
      for (const who of [DOCTOR, ADMIN]) {
        await refused(
          () => edit({ id: certificate.id, names: 'Juan Carlos', ...change }, who),
          422,
          'HOLDER_IDENTITY_FIXED',
          Object.keys(change)[0],
        );
      }
    }
    const answer = await edit({ id: certificate.id, dni: '99999999' });
    expect(answer.json().message).toMatch(/deshabilite.*emita uno nuevo/i);
    expect(await stored(certificate.id)).toMatchObject({ ...JUAN, version: 1 });
  });
});

describe('the dates of a certificate, issuing and editing', () => {
  const today = '2026-06-15';
  const bad = async (extra: Record<string, unknown>, field: string) =>
    refused(() => issue(newCertificate(extra)), 400, 'VALIDATION_ERROR', field);

  it('keeps the expedition date between 30 days ago and today, and after its lot', async () => {
    await bad({ expeditionDate: '2026-06-16', dueDate: '2027-06-16' }, 'expeditionDate');
    await bad({ expeditionDate: '2026-05-15', dueDate: '2027-05-15' }, 'expeditionDate');
    await issued({ expeditionDate: '2026-05-16', dueDate: '2027-05-16' });
    await issued({ expeditionDate: today, dueDate: '2027-06-15' });
    await insertLot(t, {
      state: 'VE-A',
      initialNumber: 3_000_001,
      finalNumber: 3_000_100,
      numberTP: 'TP-NUEVO',
      createdAt: new Date('2026-06-10T14:00:00Z'),
    });
    const onNewLot = (expeditionDate: string, serial: number) =>
      newCertificate({ serial, expeditionDate, dueDate: '2027-06-01' });
    await refused(
      () => issue(onNewLot('2026-06-09', 3_000_001)),
      400,
      'VALIDATION_ERROR',
      'expeditionDate',
    );
    const onLotDay = await issue(onNewLot('2026-06-10', 3_000_001));
    expect(onLotDay.statusCode, onLotDay.body).toBe(200);
    const moved = () =>
      edit({ id: onLotDay.json().data.id, expeditionDate: '2026-06-09', dueDate: '2027-06-01' });
    await refused(moved, 400, 'VALIDATION_ERROR', 'expeditionDate');
  });

  it('caps the validity at 10 years and by grade and age, on issue and on edit', async () => {
    const from = { expeditionDate: '2026-06-10' };
    await bad({ ...from, dueDate: '2126-06-10' }, 'dueDate');
    // Private grade, a holder of 30: 5 years; professional grade: 3; 60 and over: 3; 70: 2.
    await bad({ ...from, birthDate: '1996-01-01', dueDate: '2031-06-11' }, 'dueDate');
    await issued({ ...from, birthDate: '1996-01-01', dueDate: '2031-06-10' });
    await bad({ ...from, grade: '4', dueDate: '2029-06-11' }, 'dueDate');
    await issued({ ...from, grade: '4', dueDate: '2029-06-10' });
    await bad({ ...from, birthDate: '1961-01-01', dueDate: '2029-06-11' }, 'dueDate');
    await bad({ ...from, birthDate: '1954-01-01', dueDate: '2028-06-11' }, 'dueDate');
    await issued({ ...from, birthDate: '1954-01-01', dueDate: '2028-06-10' });
    const certificate = await issued(from);
    const lengthen =
      (dueDate: string, who = DOCTOR) =>
      () =>
        edit({ id: certificate.id, dueDate }, who);
    await refused(lengthen('2126-06-10'), 400, 'VALIDATION_ERROR', 'dueDate');
    await refused(lengthen('2031-06-11', ADMIN), 400, 'VALIDATION_ERROR', 'dueDate');
    const grade = () => edit({ id: certificate.id, grade: '5', dueDate: '2030-06-10' });
    await refused(grade, 400, 'VALIDATION_ERROR', 'dueDate');
    const back = () =>
      edit({ id: certificate.id, expeditionDate: '2026-05-01', dueDate: '2027-05-01' });
    await refused(back, 400, 'VALIDATION_ERROR', 'expeditionDate');
  });

  it('applies the same rules to road medicine', async () => {
    const doctor = await roadDoctor(t);
    const road = (payload: object) =>
      call(doctor, 'POST', '/api/credentialMedic/createCertifields', payload);
    const century = newCertificate({ dueDate: '2126-06-10' });
    await refused(() => road(century), 400, 'VALIDATION_ERROR', 'dueDate');
    const response = await road(newCertificate());
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().data.id;
    const roadEdit = (payload: object, who: string | { token: string } = doctor) =>
      call(who, 'PUT', `/api/certifields/updatedCertifieldsVial/${id}`, payload, 'medicVial');
    await refused(() => roadEdit({ dueDate: '2126-06-10' }), 400, 'VALIDATION_ERROR', 'dueDate');
    await refused(() => roadEdit({ dni: '99999999' }), 422, 'HOLDER_IDENTITY_FIXED', 'dni');
    const other = await roadDoctor(t);
    await refused(() => roadEdit({ names: 'Otro' }, other), 403, 'FORBIDDEN');
    const own = await roadEdit({ names: 'Pedro Pablo' });
    expect(own.statusCode, own.body).toBe(200);
    const roadHistory = await history(id, 'admin.vial', 'medicVial');
    expect(roadHistory.statusCode, roadHistory.body).toBe(200);
    expect(roadHistory.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'certificate_issued',
      'certificate_updated',
    ]);
    await refused(() => history(id, doctor), 403, 'FORBIDDEN');
  });
});

describe('a certificate’s history', () => {
  it('shows the Admin who changed what and when; anyone else gets 403', async () => {
    const certificate = await issued(JUAN);
    expect((await edit({ id: certificate.id, names: 'Juan José' })).statusCode).toBe(200);
    const off = await call(DOCTOR, 'PUT', `/api/certifields/disableCertifields/${certificate.id}`, {
      reason: 'Datos del conductor errados',
    });
    expect(off.statusCode, off.body).toBe(200);
    const response = await history(certificate.id);
    expect(response.statusCode, response.body).toBe(200);
    const [issuedEntry, updated, disabled] = response.json().data;
    expect(issuedEntry).toMatchObject({
      action: 'certificate_issued',
      by: { names: 'José', role: 'VialDirector', module: 'medic' },
    });
    expect(issuedEntry.changes).toContainEqual({ field: 'dni', before: null, after: '12345678' });
    expect(updated).toMatchObject({
      action: 'certificate_updated',
      changes: [{ field: 'names', before: 'Juan', after: 'Juan José' }],
      reason: null,
    });
    expect(disabled).toMatchObject({
      action: 'certificate_disabled',
      reason: 'Datos del conductor errados',
      changes: [{ field: 'status', before: true, after: false }],
    });
    for (const who of [DOCTOR, 'presidente.medicos', 'directiva.medicos']) {
      await refused(() => history(certificate.id, who), 403, 'FORBIDDEN');
    }
    await refused(() => history(certificate.id, 'admin.intt', 'INTT'), 403, 'FORBIDDEN');
    // The road Admin reads road medicine's certificates only.
    await refused(() => history(certificate.id, 'admin.vial', 'medicVial'), 404, 'NOT_FOUND');
  });
});

describe('the correction window', () => {
  it('closes 72 hours after the certificate was recorded, for the doctor and the Admin', async () => {
    const certificate = await issued(JUAN);
    const names = { id: certificate.id, names: 'Juan Carlos' };
    clock.advance(71 * 3_600_000);
    tokenOf = tokensFor(
      () => t,
      () => clock.now().getTime(),
    );
    const within = await edit(names);
    expect(within.statusCode, within.body).toBe(200);
    clock.advance(2 * 3_600_000);
    tokenOf = tokensFor(
      () => t,
      () => clock.now().getTime(),
    );
    for (const who of [DOCTOR, ADMIN]) {
      await refused(
        () => edit({ id: certificate.id, names: 'Juan Pablo' }, who),
        409,
        'CORRECTION_WINDOW_CLOSED',
      );
      await refused(
        () => edit({ id: certificate.id, dueDate: '2027-01-10' }, who),
        409,
        'CORRECTION_WINDOW_CLOSED',
      );
    }
    const late = await edit({ id: certificate.id, names: 'Juan Pablo' });
    expect(late.json().message).toMatch(/72 horas.*Deshabilítelo y emita uno nuevo/);
    // What the printout does not carry may still change; the same names sent again are no change.
    const place = await edit({ id: certificate.id, place: 'Los Teques', names: 'Juan Carlos' });
    expect(place.statusCode, place.body).toBe(200);
    expect(await stored(certificate.id)).toMatchObject({
      names: 'Juan Carlos',
      place: 'Los Teques',
      version: 3,
    });
  });
});
