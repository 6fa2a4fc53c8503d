import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, certificates, schoolNumbers } from '../../db/schema/index';
import { insertLot, special } from '../certificates/testing';
import { certificateBody, roadKit } from './certificate-testing';

const kit = roadKit();
const { doctor, issue, refused, written } = kit;
const setNumber = (id: number, values: Partial<typeof schoolNumbers.$inferInsert>) =>
  kit.t().database.db.update(schoolNumbers).set(values).where(eq(schoolNumbers.id, id));

describe('POST /api/credentialMedic/createCertifields', () => {
  it('issues on a free serial of the doctor’s state, as their number, on the road channel, audited', async () => {
    const mine = await doctor();
    const before = await written();
    const response = await issue(mine.token, certificateBody(1_000_201));
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json().data;
    expect(answered).toMatchObject({
      serial: 1_000_201,
      state: 'VE-A',
      status: true,
      nameDoctor: 'Mariana Pérez Añez',
      dniDoctor: mine.dni,
      createdBy: { schoolNumberId: mine.schoolNumberId },
    });
    expect(await written()).toEqual({
      ...before,
      certificates: before.certificates + 1,
      audit: before.audit + 1,
    });
    const [row] = await kit
      .t()
      .database.db.select()
      .from(certificates)
      .where(eq(certificates.id, answered.id));
    expect(row).toMatchObject({ channel: 'medicVial', version: 1, createdBy: mine.accountId });
    const [event] = await kit
      .t()
      .database.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'certificate'), eq(auditEvents.entityId, String(row?.id))));
    expect(event).toMatchObject({ action: 'certificate_issued', accountId: mine.accountId });
  });

  it('issues only the types, grades and special grades of the doctor’s number', async () => {
    const limited = await doctor('VialDirector', {
      typeCertificates: ['Primera vez', 'Especial'],
      grades: ['1', '2'],
      specialGrades: ['3'],
    });
    const refusedBody = async (body: object) =>
      refused(() => issue(limited.token, body), 422, 'MEDIC_NOT_ENABLED');
    await refusedBody(certificateBody(1_000_211, { typeCertifields: 'Renovación' }));
    await refusedBody(certificateBody(1_000_212, { grade: '3' }));
    await refusedBody(certificateBody(1_000_213, { ...special, grade: '2' }));
    const allowed = await issue(
      limited.token,
      certificateBody(1_000_214, { ...special, grade: '3' }),
    );
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('refuses while the number is not solvent, or no longer enabled for road medicine', async () => {
    const late = await doctor();
    await setNumber(late.schoolNumberId, { currentSolvency: '2026-01-31' });
    await refused(() => issue(late.token, certificateBody(1_000_221)), 422, 'MEDIC_NOT_SOLVENT');
    const unmarked = await doctor();
    // Withdrawing the mark turns the credential inactive (migration 0019): the session ends.
    await setNumber(unmarked.schoolNumberId, { medicVial: false });
    await refused(() => issue(unmarked.token, certificateBody(1_000_222)), 401, 'SESSION_EXPIRED');
  });

  it('issues only serials of a lot of the doctor’s state, each once', async () => {
    const mine = await doctor();
    await insertLot(kit.t(), {
      state: 'VE-B',
      initialNumber: 2_000_001,
      finalNumber: 2_000_100,
      numberTP: 'TP-B',
    });
    await refused(() => issue(mine.token, certificateBody(2_000_001)), 422, 'SERIAL_OTHER_STATE');
    await refused(() => issue(mine.token, certificateBody(9_999_999)), 422, 'SERIAL_NOT_IN_LOT');
    expect((await issue(mine.token, certificateBody(1_000_231))).statusCode).toBe(200);
    await refused(() => issue(mine.token, certificateBody(1_000_231)), 409, 'SERIAL_TAKEN');
    // A doctor issues as their own number only.
    const other = await doctor();
    await refused(
      () => issue(mine.token, certificateBody(1_000_232, { schoolNumberId: other.schoolNumberId })),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('answers bad input with 400 in Spanish, naming the field', async () => {
    const mine = await doctor();
    const response = await refused(
      () => issue(mine.token, certificateBody(1_000_241, { names: '', birthDate: '31/12/1990' })),
      400,
      'VALIDATION_ERROR',
    );
    const fields = (response.json() as unknown as { errors: { field: string }[] }).errors;
    expect(fields.map((error) => error.field)).toEqual(
      expect.arrayContaining(['names', 'birthDate']),
    );
  });

  it('lets exactly one of two doctors issuing the same serial at once win', async () => {
    const [one, two] = [await doctor(), await doctor()];
    const before = await written();
    const answers = await Promise.all([
      issue(one.token, certificateBody(1_000_251)),
      issue(two.token, certificateBody(1_000_251, { dni: '26111222' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error).toBe('SERIAL_TAKEN');
    const rows = await kit
      .t()
      .database.db.select()
      .from(certificates)
      .where(eq(certificates.serial, 1_000_251));
    expect(rows).toHaveLength(1);
    expect(await written()).toEqual({
      ...before,
      certificates: before.certificates + 1,
      audit: before.audit + 1,
    });
  });
});
