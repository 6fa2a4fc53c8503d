import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, schoolNumbers, sessions, users } from '../../db/schema/index';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import type { TestApp } from '../../test/app';
import { bearer, postLogin } from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD } from '../../test/demo';
import { callerOf as apiCallerOf } from '../registers/testing';
import { demo, tokensFor } from '../users/testing';
import { callerOf, newMedic } from './testing';

// Decision 0018: a medic who is not solvent, not enabled, or whose college number is
// withdrawn cannot keep an active road-medicine credential.
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
  await t.database.db.transaction((tx) => seedDemoRegisters(tx));
});
afterAll(() => t.close());
const tokenOf = tokensFor(() => t);
const call = callerOf(() => t);
const callApi = apiCallerOf(() => t);

async function numberOf(email: string) {
  const [row] = await t.database.db
    .select({ account: accounts.id, number: accounts.schoolNumberId, status: accounts.status })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, email), eq(accounts.module, 'medicVial')));
  if (!row?.number) throw new Error(`${email} has no road-medicine number`);
  return { ...row, number: row.number };
}
const statusOf = async (account: number) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.id, account)))[0]?.status;
const checkAuth = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/check-auth',
    headers: bearer(token),
    payload: {},
  });

describe('a road-medicine credential follows its college number', () => {
  it('turns inactive, ending open sessions, when the college withdraws the road-medicine mark', async () => {
    const doctor = await tokenOf('medicVial', 'director.vial');
    expect((await checkAuth(doctor)).statusCode).toBe(200);
    const { account, number } = await numberOf(demo('director.vial'));
    const withdrawn = await callApi(await tokenOf('colegio', 'admin.medicos'), {
      method: 'PUT',
      url: '/schoolNumber/updatedSchoolNumbers',
      payload: { id: number, medicVial: false, licenseNumber: null },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await statusOf(account)).toBe('inactive');
    expect((await checkAuth(doctor)).statusCode).toBe(401);
  });

  it('turns inactive when its college number is removed', async () => {
    const medic = await newMedic(t);
    const created = await call(await tokenOf('colegio', 'admin.medicos'), {
      method: 'POST',
      url: '/createCredentialMedic',
      payload: { schoolNumberId: medic.schoolNumberId, email: medic.email },
    });
    expect(created.statusCode, created.body).toBe(200);
    const account = created.json().data.id as number;
    expect(await statusOf(account)).toBe('active');
    await t.database.db.delete(schoolNumbers).where(eq(schoolNumbers.id, medic.schoolNumberId));
    expect(await statusOf(account)).toBe('inactive');
  });

  it('refuses to sign in once solvency has lapsed, and opens no session', async () => {
    const { account, number } = await numberOf(demo('admin.vial'));
    await t.database.db
      .update(schoolNumbers)
      .set({ currentSolvency: '2020-01-31' })
      .where(eq(schoolNumbers.id, number));
    const open = () =>
      t.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.accountId, account), isNull(sessions.revokedAt)));
    const before = (await open()).length;
    const login = await postLogin(t.app, 'medicVial', demo('admin.vial'), DEMO_PASSWORD);
    expect(login.statusCode, login.body).toBe(422);
    expect(login.json().error).toBe('CREDENTIAL_NOT_SOLVENT');
    expect((await open()).length).toBe(before);
  });
});
