import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, schoolNumbers, unfitFindings, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { certificatesApp } from '../certificates/testing';
import { collegeDoctor, finding, president, roadOther, roadSameNumber, unfitKit } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await certificatesApp();
}, 60_000);
afterAll(() => t.close());
const kit = unfitKit(() => t);

async function accountOf(email: string) {
  const [row] = await t.database.db
    .select({ id: accounts.id, schoolNumberId: accounts.schoolNumberId })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.email, `${email}@aptovial.test`));
  if (!row) throw new Error(`${email} missing`);
  return row;
}

describe('POST /api/unfitFindings', () => {
  it('records the finding with the state and number of the account, audited without the reason', async () => {
    const response = await kit.record(roadOther, finding({ dni: '30111222', grade: '3' }));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    // The road Admin's account has no state: the state is its college number's (10388, VE-A).
    expect(data).toEqual({
      id: expect.any(Number),
      dni: '30111222',
      nationality: 'V',
      grade: '3',
      reason: 'Agudeza visual insuficiente',
      state: 'VE-A',
      channel: 'medicVial',
      createdAt: '2026-06-15T15:00:00.000Z',
    });
    const admin = await accountOf('admin.vial');
    const [row] = await t.database.db
      .select()
      .from(unfitFindings)
      .where(eq(unfitFindings.id, data.id));
    expect(row).toMatchObject({ createdBy: admin.id, schoolNumberId: admin.schoolNumberId });
    const [number] = await t.database.db
      .select({ schoolNumber: schoolNumbers.schoolNumber })
      .from(schoolNumbers)
      .where(eq(schoolNumbers.id, admin.schoolNumberId ?? 0));
    expect(number?.schoolNumber).toBe('10388');
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'unfit_finding'), eq(auditEvents.entityId, `${data.id}`)));
    expect(event?.action).toBe('unfit_finding_created');
    expect(JSON.stringify(event?.changes)).not.toContain('Agudeza');
  });

  it('records for a college account: its own state, and its number when it has one', async () => {
    const byPresident = await kit.record(president, finding({ nationality: 'E' }));
    expect(byPresident.statusCode, byPresident.body).toBe(200);
    expect(byPresident.json().data).toMatchObject({ state: 'VE-A', channel: 'colegio' });
    const doctor = await kit.record(
      collegeDoctor,
      finding({ reason: '  Epilepsia no controlada ' }),
    );
    expect(doctor.json().data).toMatchObject({ reason: 'Epilepsia no controlada' });
    const own = await accountOf('director.vial.medicos');
    const [row] = await t.database.db
      .select()
      .from(unfitFindings)
      .where(eq(unfitFindings.id, doctor.json().data.id));
    expect(row?.schoolNumberId).toBe(own.schoolNumberId);
    expect(row?.schoolNumberId).not.toBeNull();
  });

  it('refuses bad input with 400 and the field, writing nothing', async () => {
    const before = await kit.written();
    const cases: [object, string][] = [
      [finding({ dni: '12ab' }), 'dni'],
      [finding({ nationality: 'X' }), 'nationality'],
      [finding({ grade: '9' }), 'grade'],
      [finding({ reason: '  ab  ' }), 'reason'],
      [finding({ reason: 'x'.repeat(501) }), 'reason'],
      // State and number come from the account: a body naming them is refused, not obeyed.
      [finding({ state: 'VE-Z' }), ''],
      [finding({ schoolNumberId: 1 }), ''],
    ];
    for (const [payload, field] of cases) {
      const response = await kit.record(collegeDoctor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
      if (field) {
        expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    }
    expect(await kit.written()).toEqual(before);
  });

  it('refuses 401 without a session and 403 to those who issue no certificates', async () => {
    const before = await kit.written();
    expect((await kit.record(null, finding())).statusCode).toBe(401);
    expect((await kit.own(null)).statusCode).toBe(401);
    const query = { dni: '25123456', nationality: 'V', grade: '2' };
    expect((await kit.warnings(null, query)).statusCode).toBe(401);
    for (const who of [
      ['colegio', 'admin.enfermeras'],
      ['colegio', 'secretaria.enfermeras'],
      ['INTT', 'admin.intt'],
      ['INTT', 'funcionario.intt'],
    ] as const) {
      for (const response of [
        await kit.record(who, finding()),
        await kit.own(who),
        await kit.warnings(who, query),
      ]) {
        expect(response.statusCode, `${who[1]}: ${response.body}`).toBe(403);
        expect(response.json().error).toBe('FORBIDDEN');
      }
    }
    // The medic Admin issues for others but has neither a state nor a number to record as.
    const stateless = await kit.record(['colegio', 'admin.medicos'], finding());
    expect(stateless.statusCode, stateless.body).toBe(403);
    expect(stateless.json().message).toMatch(/estado/);
    expect(await kit.written()).toEqual(before);
  });
});

describe('GET /api/unfitFindings', () => {
  it('lists the doctor’s own findings, reasons included, and no other doctor’s', async () => {
    const road = await kit.record(roadSameNumber, finding({ dni: '30999888', reason: 'Sordera' }));
    expect(road.statusCode, road.body).toBe(200);
    const mine = await kit.own(collegeDoctor);
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json().data as { dni: string; reason: string }[];
    // Number 10231 on the road is the same doctor: their road finding is theirs too.
    expect(rows.map((row) => [row.dni, row.reason])).toEqual([
      ['30999888', 'Sordera'],
      ['25123456', 'Epilepsia no controlada'],
    ]);
    const other = (await kit.own(roadOther)).json().data as { dni: string }[];
    expect(other.map((row) => row.dni)).toEqual(['30111222']);
  });
});
