import { certificatesPageSchema } from '@aptovial/shared';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, certificates } from '../../db/schema/index';
import { expectExactly } from '../../test/exact-answer';
import { CERTIFIELDS, certificateBody, PREFIX, roadKit } from './certificate-testing';

const kit = roadKit();
const { doctor, call, demo, issued, refused, written } = kit;
const edit = (token: string, id: number, payload: object) =>
  call(token, { method: 'PUT', url: `${CERTIFIELDS}/updatedCertifieldsVial/${id}`, payload });
const disable = (token: string, id: number, reason = 'Datos del conductor errados') =>
  call(token, {
    method: 'PUT',
    url: `${CERTIFIELDS}/disableCertifields/${id}`,
    payload: { reason },
  });
const stored = async (id: number) =>
  (await kit.t().database.db.select().from(certificates).where(eq(certificates.id, id)))[0];
const verify = async (serial: number) =>
  (
    await call(undefined, { method: 'GET', url: `${CERTIFIELDS}/searchFree?serial=${serial}` })
  ).json().data;

/** A certificate the college issued (director.vial.medicos, on the VE-A demo lot). */
async function collegeCertificate(serial: number) {
  const response = await call(await demo('colegio', 'director.vial.medicos'), {
    method: 'POST',
    url: `${CERTIFIELDS}/createCertifields`,
    payload: certificateBody(serial),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number };
}

describe('PUT /api/certifields/updatedCertifieldsVial/{id}', () => {
  it('lets the issuing doctor edit: fields stored, a new version shown publicly, audited', async () => {
    const mine = await doctor();
    const certificate = await issued(mine.token, 1_000_401);
    expect((await verify(1_000_401)).version).toBe(1);
    const before = await written();
    const response = await edit(mine.token, certificate.id, { names: 'Pedro Pablo', grade: '3' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ names: 'Pedro Pablo', grade: '3' });
    expect(await stored(certificate.id)).toMatchObject({
      names: 'Pedro Pablo',
      grade: '3',
      version: 2,
      updatedBy: mine.accountId,
      updatedBySchoolNumberId: mine.schoolNumberId,
    });
    expect(await verify(1_000_401)).toMatchObject({ version: 2, names: 'Pedro Pablo' });
    // The list (serialized as built) answers the editor too, and nothing beyond its schema.
    const list = await call(mine.token, { method: 'GET', url: `${PREFIX}/listCertifields` });
    const listed = list.json();
    expect(listed.data.find((row: { id: number }) => row.id === certificate.id)).toMatchObject({
      updatedBy: { schoolNumberId: mine.schoolNumberId },
    });
    expectExactly(certificatesPageSchema, listed);
    expect(await written()).toEqual({ ...before, audit: before.audit + 1 });
    const [event] = await kit
      .t()
      .database.db.select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'certificate'),
          eq(auditEvents.entityId, String(certificate.id)),
        ),
      )
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ action: 'certificate_updated', accountId: mine.accountId });
  });

  it('refuses another doctor (403), a college certificate (404), bad input and other logins', async () => {
    const [owner, other] = [await doctor(), await doctor()];
    const certificate = await issued(owner.token, 1_000_411);
    const change = { names: 'Otro Nombre' };
    await refused(() => edit(other.token, certificate.id, change), 403, 'FORBIDDEN');
    const college = await collegeCertificate(1_000_412);
    await refused(() => edit(owner.token, college.id, change), 404, 'NOT_FOUND');
    const admin = await demo('medicVial', 'admin.vial');
    await refused(() => edit(admin, college.id, change), 404, 'NOT_FOUND');
    await refused(() => edit(owner.token, 999_999, change), 404, 'NOT_FOUND');
    // The serial and the issuer stay; a grade the number does not issue is refused.
    await refused(
      () => edit(owner.token, certificate.id, { serial: 1_000_413 }),
      400,
      'VALIDATION_ERROR',
    );
    await refused(
      () => edit(owner.token, certificate.id, { dueDate: '2026-01-01' }),
      400,
      'VALIDATION_ERROR',
    );
    const narrow = await doctor('VialDirector', { grades: ['1', '2'] });
    const own = await issued(narrow.token, 1_000_414);
    await refused(() => edit(narrow.token, own.id, { grade: '4' }), 422, 'MEDIC_NOT_ENABLED');
    const collegeAdmin = await demo('colegio', 'admin.medicos');
    await refused(() => edit(collegeAdmin, certificate.id, change), 403, 'WRONG_MODULE');
    expect((await stored(certificate.id))?.version).toBe(1);
  });

  it('lets the road-medicine Admin edit any road certificate', async () => {
    const owner = await doctor();
    const certificate = await issued(owner.token, 1_000_421);
    const response = await edit(await demo('medicVial', 'admin.vial'), certificate.id, {
      occupation: 'Chofer',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(certificate.id)).toMatchObject({ occupation: 'Chofer', version: 2 });
  });
});

describe('PUT /api/certifields/disableCertifields/{id} from road medicine', () => {
  it('lets the issuing doctor and the road Admin disable, with a reason, audited', async () => {
    const owner = await doctor();
    const [first, second] = [
      await issued(owner.token, 1_000_431),
      await issued(owner.token, 1_000_432),
    ];
    const before = await written();
    const own = await disable(owner.token, first.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ status: false, reason: 'Datos del conductor errados' });
    expect(await written()).toEqual({
      ...before,
      changes: before.changes + 1,
      audit: before.audit + 1,
    });
    const admin = await demo('medicVial', 'admin.vial');
    expect((await disable(admin, second.id)).statusCode).toBe(200);
    expect((await verify(1_000_432)).status).toBe('disabled');
    // Disabled: no second disable, no edit; re-enabling stays the college Admin's.
    await refused(() => disable(owner.token, first.id), 409, 'CERTIFICATE_DISABLED');
    await refused(
      () => edit(owner.token, first.id, { names: 'Otro' }),
      409,
      'CERTIFICATE_DISABLED',
    );
    const enable = (token: string) =>
      call(token, {
        method: 'PUT',
        url: `${CERTIFIELDS}/enableCertifields/${first.id}`,
        payload: { reason: 'Datos verificados de nuevo' },
      });
    await refused(() => enable(admin), 403, 'WRONG_MODULE');
    const reenabled = await enable(await demo('colegio', 'admin.medicos'));
    expect(reenabled.statusCode, reenabled.body).toBe(200);
  });

  it('refuses another doctor (403), a college certificate (404), no reason (400) and INTT (403)', async () => {
    const [owner, other] = [await doctor(), await doctor()];
    const certificate = await issued(owner.token, 1_000_441);
    await refused(() => disable(other.token, certificate.id), 403, 'FORBIDDEN');
    const college = await collegeCertificate(1_000_442);
    await refused(() => disable(owner.token, college.id), 404, 'NOT_FOUND');
    await refused(() => disable(owner.token, certificate.id, ' '), 400, 'VALIDATION_ERROR');
    const intt = await demo('INTT', 'admin.intt');
    await refused(() => disable(intt, certificate.id), 403, 'FORBIDDEN');
    expect((await stored(certificate.id))?.status).toBe(true);
  });
});

describe('a deactivated credential', () => {
  it('ends the doctor’s session: the next call is 401', async () => {
    const mine = await doctor();
    const list = () => call(mine.token, { method: 'GET', url: `${PREFIX}/listCertifields` });
    expect((await list()).statusCode).toBe(200);
    const off = await call(await demo('colegio', 'admin.medicos'), {
      method: 'PUT',
      url: `${PREFIX}/updateCredentialMedic`,
      payload: { id: mine.accountId, status: 'inactive' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await list()).statusCode).toBe(401);
    await refused(() => kit.issue(mine.token, certificateBody(1_000_451)), 401, 'UNAUTHORIZED');
  });
});
