import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  auditEvents,
  commissions,
  operatives,
  preRegistrations,
  schoolNumbers,
} from '../../db/schema/index';
import { operativeBody, operativesKit, PRICE, TODAY, TOMORROW, YESTERDAY } from './testing';

const kit = operativesKit();
const db = () => kit.t().database.db;

describe('POST /api/operationals/createOperative', () => {
  it('creates a Pending operative at the price in force, counting the applicants itself', async () => {
    const doctor = await kit.doctor();
    await kit.request('VE-A', 101);
    await kit.request('VE-A', 101);
    const open = await openCount();

    const response = await kit.create(
      doctor.token,
      bodyWith({ totalUsers: 999, endDate: '2026-06-17', recipients: ['alcaldia@aptovial.test'] }),
    );

    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      status: 'Pending',
      startDate: TODAY,
      endDate: '2026-06-17',
      state: 'VE-A',
      municipality: 101,
      municipalityName: 'Libertador',
      price: PRICE,
      priceDollars: '5.00',
      dollarPrice: '304.1000',
      rateDate: TODAY,
      totalUsers: open,
      total: '0.00',
      certificates: 0,
      observation: null,
      recipients: ['alcaldia@aptovial.test'],
      startedAt: null,
      finishedAt: null,
      address: { latitude: 10.5061, longitude: -66.9146 },
      created_By: { email: doctor.email, dni: doctor.dni, names: 'Mariana', nationality: 'V' },
    });
    const [number] = await db()
      .select()
      .from(schoolNumbers)
      .where(eq(schoolNumbers.id, doctor.schoolNumberId));
    expect(data.created_By.schoolNumber).toBe(number?.schoolNumber);
    expect(data.created_By.licenseNumber).toBe(number?.licenseNumber);
    const row = await kit.row(data.id);
    expect(row).toMatchObject({
      doctorAccountId: doctor.accountId,
      schoolNumberId: doctor.schoolNumberId,
      total: null,
      certificates: null,
    });
    const events = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'operative_created'), eq(auditEvents.entityId, String(data.id))),
      );
    expect(events).toHaveLength(1);
    expect(events[0]?.accountId).toBe(doctor.accountId);
  });

  it('takes the price written with a comma or one decimal as the same price', async () => {
    const doctor = await kit.doctor();
    const response = await kit.create(doctor.token, bodyWith({ price: '1520,5' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.price).toBe(PRICE);
  });

  it('refuses a price other than the one in force (422 OPERATIVE_PRICE_MISMATCH)', async () => {
    const doctor = await kit.doctor();
    const response = await kit.refused(
      () => kit.create(doctor.token, bodyWith({ price: '1520.49' })),
      422,
      'OPERATIVE_PRICE_MISMATCH',
    );
    expect(response.json()).toMatchObject({ errors: [{ field: 'price' }] });
    expect(JSON.stringify(response.json())).toContain('1.520,50');
  });

  it('refuses a start before today in Caracas (422 OPERATIVE_START_IN_PAST)', async () => {
    const doctor = await kit.doctor();
    const response = await kit.refused(
      () => kit.create(doctor.token, bodyWith({ startDate: YESTERDAY })),
      422,
      'OPERATIVE_START_IN_PAST',
    );
    expect(response.json()).toMatchObject({ errors: [{ field: 'startDate' }] });
  });

  it('refuses a municipality of another state (field error, nothing written)', async () => {
    const doctor = await kit.doctor();
    const response = await kit.refused(
      () => kit.create(doctor.token, bodyWith({ state: 'VE-B' })),
      400,
      'VALIDATION_ERROR',
    );
    expect(response.json().errors).toEqual([
      { field: 'municipality', message: 'El municipio no pertenece al estado elegido' },
    ]);
  });

  it.each([
    ['end before start', { startDate: TOMORROW, endDate: TODAY }, 'endDate'],
    ['longer than 7 days', { endDate: '2026-06-22' }, 'endDate'],
    [
      'a pin outside Venezuela',
      { address: { description: 'Plaza', latitude: 40.4, longitude: -3.7 } },
      'address',
    ],
    ['a bad recipient', { recipients: ['no-es-correo'] }, 'recipients'],
    ['no price', { price: undefined }, 'price'],
    ['an unknown field', { extra: 1 }, ''],
    ['a bad date', { startDate: '15-06-2026' }, 'startDate'],
  ])('refuses %s (400, Spanish, nothing written)', async (_, change, field) => {
    const doctor = await kit.doctor();
    const response = await kit.refused(
      () => kit.create(doctor.token, bodyWith(change)),
      400,
      'VALIDATION_ERROR',
    );
    const fields = (response.json().errors ?? []).map((error) => error.field);
    expect(fields.some((name) => name.startsWith(field))).toBe(true);
  });

  it('refuses a second live operative of the doctor on a shared day (409), not another doctor’s', async () => {
    const doctor = await kit.doctor();
    await kit.seed(doctor.token, { startDate: TODAY, endDate: '2026-06-17' });
    const response = await kit.refused(
      () => kit.create(doctor.token, bodyWith({ startDate: '2026-06-17', endDate: '2026-06-18' })),
      409,
      'OPERATIVE_ALREADY_EXISTS_FOR_DATE',
    );
    expect(response.json().message).toMatch(/operativo pendiente/);
    const other = await kit.doctor();
    expect((await kit.create(other.token, bodyWith({ endDate: '2026-06-17' }))).statusCode).toBe(
      201,
    );
    expect(
      (await kit.create(doctor.token, bodyWith({ startDate: '2026-06-18', endDate: '2026-06-18' })))
        .statusCode,
    ).toBe(201);
  });

  it('lets exactly one of two creations at once for the same day through', async () => {
    const doctor = await kit.doctor();
    const body = bodyWith({ startDate: '2026-07-01', endDate: '2026-07-01' });
    const answers = await Promise.all([
      kit.create(doctor.token, body),
      kit.create(doctor.token, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error).toBe(
      'OPERATIVE_ALREADY_EXISTS_FOR_DATE',
    );
    const rows = await db()
      .select()
      .from(operatives)
      .where(eq(operatives.doctorAccountId, doctor.accountId));
    expect(rows).toHaveLength(1);
  });

  it('lets the road Admin with a college number create; without one, 403', async () => {
    const admin = await kit.doctor('Admin');
    expect((await kit.create(admin.token, bodyWith())).statusCode).toBe(201);
    const numberless = await kit.doctor('Admin');
    await db()
      .update(accounts)
      .set({ schoolNumberId: null })
      .where(eq(accounts.id, numberless.accountId));
    await kit.refused(() => kit.create(numberless.token, bodyWith()), 403, 'FORBIDDEN');
  });

  it('refuses anonymous callers (401) and the college and INTT (403 WRONG_MODULE)', async () => {
    await kit.refused(() => kit.create(undefined, bodyWith()), 401, 'UNAUTHORIZED');
    const college = await kit.demo('colegio', 'admin.medicos');
    await kit.refused(() => kit.create(college, bodyWith()), 403, 'WRONG_MODULE');
    const intt = await kit.demo('INTT', 'funcionario.intt');
    await kit.refused(() => kit.create(intt, bodyWith()), 403, 'WRONG_MODULE');
  });

  it('passes on the commission’s refusals: none set (404), no dollar price (409)', async () => {
    const doctor = await kit.doctor();
    const [active] = await db().select().from(commissions).where(eq(commissions.status, 'active'));
    if (!active) throw new Error('no commission');
    const restore = { status: 'active' as const, dollarPrice: active.dollarPrice };
    try {
      await db()
        .update(commissions)
        .set({ dollarPrice: null })
        .where(eq(commissions.id, active.id));
      await kit.refused(
        () => kit.create(doctor.token, bodyWith()),
        409,
        'DOLLAR_PRICE_UNAVAILABLE',
      );
      await db()
        .update(commissions)
        .set({ status: 'inactive' })
        .where(eq(commissions.id, active.id));
      await kit.refused(() => kit.create(doctor.token, bodyWith()), 404, 'COMMISSION_NOT_SET');
    } finally {
      await db().update(commissions).set(restore).where(eq(commissions.id, active.id));
    }
  });
});

const bodyWith = (overrides: Record<string, unknown> = {}) => operativeBody(overrides);

/** Open requests of Libertador (VE-A, 101) as the table holds them. */
async function openCount(): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(preRegistrations)
    .where(
      and(
        eq(preRegistrations.state, 'VE-A'),
        eq(preRegistrations.municipality, 101),
        isNull(preRegistrations.certificateId),
      ),
    );
  return row?.n ?? 0;
}
