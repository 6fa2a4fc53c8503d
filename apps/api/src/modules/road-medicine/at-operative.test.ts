import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preRegistrations } from '../../db/schema/index';
import { TODAY } from '../certificates/testing';
import { insertRequest } from '../pre-registrations/testing';
import { certificateBody, type Doctor, roadKit } from './certificate-testing';
import { insertOperative, operativeOfCertificate } from './operative-testing';

const kit = roadKit();
const { doctor, issue, issued, refused } = kit;

/** `who`'s operative, in progress today in Libertador (VE-A, 101) unless `options` say. */
const operativeOf = (who: Doctor, options: Parameters<typeof insertOperative>[2] = {}) =>
  insertOperative(kit.t(), who.accountId, {
    day: TODAY,
    schoolNumberId: who.schoolNumberId,
    ...options,
  });
/** A request of the public in Libertador (the operatives' town here) unless `values` say. */
const requestIn = (values: Parameters<typeof insertRequest>[1] = {}) =>
  insertRequest(kit.t(), { state: 'VE-A', municipality: 101, ...values });
const requestRow = async (id: number) =>
  (await kit.t().database.db.select().from(preRegistrations).where(eq(preRegistrations.id, id)))[0];

describe('POST /api/credentialMedic/createCertifields at a field operative (decision 0025)', () => {
  it('issues at the doctor’s operative in progress: the certificate keeps it', async () => {
    const mine = await doctor();
    const operativeId = await operativeOf(mine);
    const certificate = await issued(mine.token, 1_000_701, { operativeId });
    expect(certificate).toMatchObject({ operativeId });
    expect(await operativeOfCertificate(kit.t(), certificate.id)).toBe(operativeId);
    // Without one, the certificate keeps none.
    const plain = await issued(mine.token, 1_000_702);
    expect(plain).toMatchObject({ operativeId: null });
    expect(await operativeOfCertificate(kit.t(), plain.id)).toBeNull();
  });

  it('refuses the road Admin at another doctor’s operative (403), nothing written', async () => {
    // Decision 0053: the Admin manages every operative but issues only at their own.
    const owner = await doctor();
    const operativeId = await operativeOf(owner);
    const admin = await doctor('Admin');
    const response = await refused(
      () => issue(admin.token, certificateBody(1_000_703, { operativeId })),
      403,
      'OPERATIVE_NOT_YOURS',
    );
    expect(response.json().message).toMatch(/solo su médico emite en él/);
    // At their own operative the Admin issues like any doctor.
    const own = await operativeOf(admin);
    const certificate = await issued(admin.token, 1_000_706, { operativeId: own });
    expect(await operativeOfCertificate(kit.t(), certificate.id)).toBe(own);
  });

  it('serves a request of the operative’s town there: both kept, the request served', async () => {
    const mine = await doctor();
    const operativeId = await operativeOf(mine);
    const id = await requestIn();
    const certificate = await issued(mine.token, 1_000_704, {
      operativeId,
      preRegisterId: id,
      // Never charged: served with a reason (decision 0065).
      withoutPayment: { reason: 'exonerated' },
    });
    expect(await operativeOfCertificate(kit.t(), certificate.id)).toBe(operativeId);
    expect(await requestRow(id)).toMatchObject({ certificateId: certificate.id });
  });

  it.each([['Pending'], ['Executed'], ['Cancelled']] as const)(
    'refuses an operative %s: 409 OPERATIVE_NOT_IN_PROGRESS, nothing written',
    async (status) => {
      const mine = await doctor();
      const operativeId = await operativeOf(mine, { status, day: '2026-06-16' });
      await refused(
        () => issue(mine.token, certificateBody(1_000_710, { operativeId })),
        409,
        'OPERATIVE_NOT_IN_PROGRESS',
      );
    },
  );

  it('refuses another doctor’s operative (403) and an unknown one (404), nothing written', async () => {
    const owner = await doctor();
    const operativeId = await operativeOf(owner);
    const other = await doctor();
    const response = await refused(
      () => issue(other.token, certificateBody(1_000_711, { operativeId })),
      403,
      'OPERATIVE_NOT_YOURS',
    );
    expect(response.json().message).toMatch(/Emita en su propio operativo/);
    await refused(
      () => issue(other.token, certificateBody(1_000_711, { operativeId: 99_999_999 })),
      404,
      'OPERATIVE_NOT_FOUND',
    );
  });

  it.each([
    ['another municipality of its state', { state: 'VE-B', municipality: 201 }, 202],
    ['another state', { state: 'VE-A', municipality: 101 }, 201],
  ])(
    'refuses a request of %s: 422 OPERATIVE_OTHER_MUNICIPALITY, nothing written, the request open',
    async (_, town, municipality) => {
      const mine = await doctor();
      const operativeId = await operativeOf(mine, town);
      const id = await requestIn({ state: 'VE-B', municipality });
      const response = await refused(
        () => issue(mine.token, certificateBody(1_000_712, { operativeId, preRegisterId: id })),
        422,
        'OPERATIVE_OTHER_MUNICIPALITY',
      );
      expect(JSON.parse(response.body).errors).toEqual([
        { field: 'preRegisterId', message: expect.stringMatching(/otro municipio/) },
      ]);
      expect(await requestRow(id)).toMatchObject({ certificateId: null, servedAt: null });
    },
  );

  it('refuses an operativeId that is no positive whole number (400)', async () => {
    const mine = await doctor();
    for (const operativeId of ['7', 0, -1, 1.5]) {
      const response = await issue(mine.token, certificateBody(1_000_713, { operativeId }));
      expect(response.statusCode, String(operativeId)).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
  });
});
