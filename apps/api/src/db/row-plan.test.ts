import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { npmVersion } from 'drizzle-orm/version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectCertificates } from '../modules/certificates/rows';
import { callerOf, certificatesApp, newCertificate } from '../modules/certificates/testing';
import type { TestApp } from '../test/app';
import { creatorEmailOf } from './creator';
import { withRowPlan } from './row-plan';
import { accounts, certificates, registers, users } from './schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await certificatesApp();
  const call = callerOf(() => t);
  const issued: number[] = [];
  for (const dni of ['28000001', '28000002']) {
    const payload = newCertificate({ dni });
    issued.push(payload.serial);
    const response = await call('director.vial.medicos', {
      method: 'POST',
      url: '/createCertifields',
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  // One certificate edited by a college number (the left-joined updater found), one not.
  await t.database.db
    .update(certificates)
    .set({ updatedBySchoolNumberId: sql`${certificates.schoolNumberId}` })
    .where(eq(certificates.serial, issued[1] ?? 0));
});
afterAll(() => t.close());

/** Drizzle's mapResultRow is what the plan copies: an upgrade may change its rules. */
const otherwise = `drizzle-orm ${npmVersion} maps rows otherwise than db/row-plan.ts (decision 0012)`;

let statement = 0;
/** The same select prepared twice: with Drizzle's row mapper and with the planned one. */
async function bothWays<Row>(
  build: () => {
    prepare(name: string): { execute(): Promise<Row[]> };
  },
): Promise<[Row[], Row[]]> {
  statement += 1;
  const drizzle = build().prepare(`row_plan_drizzle_${statement}`);
  const planned = withRowPlan(build().prepare(`row_plan_planned_${statement}`));
  // The plan took: Drizzle calls it instead of its own mapper (db/drizzle-internals.ts).
  expect(
    (planned as { customResultMapper?: unknown }).customResultMapper,
    `drizzle-orm ${npmVersion}: withRowPlan no longer plans this select (docs/decisions/0012)`,
  ).toBeTypeOf('function');
  return Promise.all([drizzle.execute(), planned.execute()]);
}

describe('withRowPlan', () => {
  it('maps nested, aliased and left-joined columns as Drizzle does', async () => {
    const [drizzle, planned] = await bothWays(() => selectCertificates(t.database.db));
    expect(drizzle.length).toBeGreaterThanOrEqual(2);
    expect(planned, otherwise).toEqual(drizzle);
    const updaters = planned.map((row) => row.updater.schoolNumberId);
    expect(updaters).toContain(null);
    expect(updaters.some((id) => id !== null)).toBe(true);
    expect(planned[0]?.certificate.createdAt).toBeInstanceOf(Date);
  });

  it('reads SQL columns with their decoders and nulls a left-joined table that found nothing', async () => {
    const [registersDrizzle, registersPlanned] = await bothWays(() =>
      t.database.db
        .select({ register: registers, createdByEmail: creatorEmailOf(registers.createdBy) })
        .from(registers),
    );
    expect(registersPlanned, otherwise).toEqual(registersDrizzle);
    expect(registersPlanned.length).toBeGreaterThan(0);

    const creator = alias(accounts, 'creator');
    const [accountsDrizzle, accountsPlanned] = await bothWays(() =>
      t.database.db
        .select({ account: accounts, user: users, creator, one: sql<number>`1`.mapWith(Number) })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .leftJoin(creator, eq(creator.id, accounts.createdBy)),
    );
    expect(accountsPlanned, otherwise).toEqual(accountsDrizzle);
    expect(accountsPlanned.some((row) => row.creator === null)).toBe(true);
    expect(accountsPlanned.every((row) => row.one === 1)).toBe(true);
  });
});
