import { addDays, lastBusinessDay, todayInCaracas } from '@aptovial/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, commissions, exchangeRates } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { expectRefusal } from '../users/testing';
import { amountsCalls, storeRate } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(commissions);
  await t.database.db.delete(exchangeRates);
});
const { tokenOf, admin, create, list, amount, written } = amountsCalls(() => t);
const today = () => todayInCaracas();
const commissionEvents = () =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'commission'));

describe('createCertifieldAmount is the medic college Admin’s', () => {
  it('refuses without a session (401) and every other role (403), writing nothing', async () => {
    const others = [
      await tokenOf('colegio', 'presidente.medicos'),
      await tokenOf('colegio', 'admin.enfermeras'),
      await tokenOf('INTT', 'admin.intt'),
      await tokenOf('medicVial', 'admin.vial'),
    ];
    const before = await written();
    expect((await create(undefined, { commissionDollarGeneral: '5.00' })).statusCode).toBe(401);
    expect((await list(undefined)).statusCode).toBe(401);
    for (const token of others) {
      expectRefusal(
        await create(token, { commissionDollarGeneral: '5.00' }),
        undefined,
        403,
        'FORBIDDEN',
      );
      expectRefusal(await list(token), undefined, 403, 'FORBIDDEN');
    }
    expect(await written()).toEqual(before);
  });

  it.each([
    ['a JSON number (a float)', { commissionDollarGeneral: 5.5 }, 'commissionDollarGeneral'],
    ['three decimals', { commissionDollarGeneral: '5.005' }, 'commissionDollarGeneral'],
    ['zero', { commissionDollarGeneral: '0.00' }, 'commissionDollarGeneral'],
    ['a negative amount', { commissionDollarGeneral: '-5' }, 'commissionDollarGeneral'],
    ['no amount', {}, 'commissionDollarGeneral'],
    ['too many digits', { commissionDollarGeneral: '12345678901' }, 'commissionDollarGeneral'],
    [
      'a price with 5 decimals',
      { commissionDollarGeneral: '5', dollarPrice: '36.50121' },
      'dollarPrice',
    ],
    ['a price of zero', { commissionDollarGeneral: '5', dollarPrice: '0' }, 'dollarPrice'],
    ['an unknown field', { commissionDollarGeneral: '5', price: '1' }, 'price'],
  ])('refuses %s (400, Spanish, nothing written)', async (_, body, field) => {
    const token = await admin();
    const before = await written();
    expectRefusal(await create(token, body), field);
    expect(await written()).toEqual(before);
  });

  it('puts the new commission in force and the previous out, both audited', async () => {
    const token = await admin();
    const first = await create(token, { commissionDollarGeneral: '5', dollarPrice: '36,5012' });
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json().data;
    expect(made).toEqual({
      id: expect.any(Number),
      commissionDollarGeneral: '5.00',
      dollarPrice: '36.5012',
      status: 'active',
      createdBy: 'admin.medicos@aptovial.test',
      createdAt: expect.any(String),
    });
    const second = (await create(token, { commissionDollarGeneral: '7.5' })).json().data;
    expect(second).toMatchObject({ commissionDollarGeneral: '7.50', dollarPrice: null });
    const rows = await t.database.db.select().from(commissions).orderBy(commissions.id);
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [made.id, 'inactive'],
      [second.id, 'active'],
    ]);
    const events = (await commissionEvents()).map((e) => [e.action, e.entityId, e.changes]);
    expect(events).toEqual([
      [
        'commission_created',
        String(made.id),
        {
          commissionDollarGeneral: { before: null, after: '5.00' },
          dollarPrice: { before: null, after: '36.5012' },
          status: { before: null, after: 'active' },
        },
      ],
      [
        'commission_deactivated',
        String(made.id),
        { status: { before: 'active', after: 'inactive' }, replacedBy: second.id },
      ],
      [
        'commission_created',
        String(second.id),
        {
          commissionDollarGeneral: { before: null, after: '7.50' },
          status: { before: null, after: 'active' },
        },
      ],
    ]);
    await t.database.db.delete(auditEvents).where(eq(auditEvents.entity, 'commission'));
  });

  it('keeps one commission in force when Admins save at once (on PostgreSQL, the lock)', async () => {
    const token = await admin();
    const answers = await Promise.all(
      ['5', '6', '7', '8', '9', '10', '11', '12'].map((value) =>
        create(token, { commissionDollarGeneral: value }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const active = await t.database.db
      .select()
      .from(commissions)
      .where(eq(commissions.status, 'active'));
    expect(active).toHaveLength(1);
  });
});

describe('listCommissionAmount: the history', () => {
  it('lists values, who and when, newest first, a page at a time', async () => {
    const token = await admin();
    for (const value of ['5', '6', '7']) await create(token, { commissionDollarGeneral: value });
    const page = await list(token, '?limit=2');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(
      body.data.map((c: { commissionDollarGeneral: string }) => c.commissionDollarGeneral),
    ).toEqual(['7.00', '6.00']);
    expect(body.data[0]).toMatchObject({
      status: 'active',
      createdBy: 'admin.medicos@aptovial.test',
    });
    expect(body.data[1].status).toBe('inactive');
    const oldest = (await list(token, '?limit=2&page=2')).json().data;
    expect(
      oldest.map((c: { commissionDollarGeneral: string }) => c.commissionDollarGeneral),
    ).toEqual(['5.00']);
    const ascending = (await list(token, '?order_direction=asc&limit=1')).json().data;
    expect(ascending[0].commissionDollarGeneral).toBe('5.00');
    const future = addDays(today(), 2);
    expect((await list(token, `?date_range=${future},`)).json().total).toBe(0);
  });

  it('refuses a bad list parameter (400)', async () => {
    expectRefusal(await list(await admin(), '?order_by=dollarPrice'), 'order_by');
  });
});

describe('certifieldAmount: the price in force', () => {
  it('says no commission is set yet (404 COMMISSION_NOT_SET)', async () => {
    expectRefusal(await amount(await admin()), undefined, 404, 'COMMISSION_NOT_SET');
  });

  it('uses the Admin’s hand price over the official rate: 5.00 × 36.5012 = 182.51', async () => {
    await storeRate(t, '40.0000', today());
    await create(await admin(), { commissionDollarGeneral: '5.00', dollarPrice: '36.5012' });
    const answer = await amount(await admin());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      commissionDollarGeneral: '5.00',
      dollarPrice: '36.5012',
      amountBolivares: '182.51',
      priceSource: 'manual',
      priceDate: today(),
      priceAgeDays: 0,
      priceStale: false,
    });
  });

  it('uses the last official rate without a hand price, with its source and date', async () => {
    await storeRate(t, '36.4000', addDays(today(), -30), 'pydolarvenezuela');
    await storeRate(t, '866.5612', today(), 'dolarapi');
    await create(await admin(), { commissionDollarGeneral: '5' });
    expect((await amount(await admin())).json().data).toMatchObject({
      dollarPrice: '866.5612',
      amountBolivares: '4332.81',
      priceSource: 'dolarapi',
      priceDate: today(),
      priceAgeDays: 0,
      priceStale: false,
    });
  });

  it('serves an old rate when nothing newer was read, saying it is stale and how old', async () => {
    const old = addDays(lastBusinessDay(today()), -7);
    await storeRate(t, '36.0000', old);
    await create(await admin(), { commissionDollarGeneral: '1.00' });
    const data = (await amount(await admin())).json().data;
    expect(data).toMatchObject({ priceDate: old, priceStale: true, amountBolivares: '36.00' });
    expect(data.priceAgeDays).toBeGreaterThanOrEqual(7);
  });

  it('says the price is not available without a hand price or any rate (409)', async () => {
    await create(await admin(), { commissionDollarGeneral: '5.00' });
    const refused = expectRefusal(
      await amount(await admin()),
      undefined,
      409,
      'DOLLAR_PRICE_UNAVAILABLE',
    );
    expect(refused.message).toMatch(/precio del dólar no está disponible/);
  });

  it('answers anyone, signed in or not: the payment form shows it before charging', async () => {
    await create(await admin(), { commissionDollarGeneral: '2.00', dollarPrice: '10' });
    const readers = [
      undefined,
      await tokenOf('INTT', 'funcionario.intt'),
      await tokenOf('colegio', 'directiva.medicos'),
      await tokenOf('colegio', 'secretaria.enfermeras'),
      await tokenOf('medicVial', 'director.vial'),
    ];
    for (const token of readers) {
      const answer = await amount(token);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data.amountBolivares).toBe('20.00');
    }
  });
});

describe('the tables refuse what the API would never write', () => {
  it('allows one active commission and no zero or negative amounts', async () => {
    const db = t.database.db;
    await db.insert(commissions).values({ commissionDollarGeneral: '5.00' });
    await expect(
      db.insert(commissions).values({ commissionDollarGeneral: '6.00' }),
    ).rejects.toThrow();
    await expect(
      db.insert(commissions).values({ commissionDollarGeneral: '0', status: 'inactive' }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(exchangeRates)
        .values({ rate: '-1', rateDate: today(), source: 'dolarapi', fetchedAt: new Date() }),
    ).rejects.toThrow();
    const kept = await db
      .select()
      .from(commissions)
      .where(and(eq(commissions.status, 'active')));
    expect(kept).toHaveLength(1);
  });
});
