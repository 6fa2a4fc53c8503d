import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, postLogin, signIn } from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD, testClock } from '../../test/demo';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp(clock.now);
});
afterAll(() => t.close());

const at = () => clock.now().getTime();
const ready = (scope: 'colegio' | 'INTT' | 'medicVial', email: string) =>
  signIn(t.app, t.database, scope, email, DEMO_PASSWORD, at());
const check = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/check-auth',
    headers: bearer(token),
    payload: {},
  });

describe('sessions', () => {
  it('stores only a hash of the token', async () => {
    const token = await ready('colegio', 'admin.medicos@aptovial.test');
    const rows = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(rows.some((row) => row.hash === token)).toBe(false);
  });

  it('expires after 30 idle minutes, and lives while used', async () => {
    const token = await ready('colegio', 'presidente.medicos@aptovial.test');
    clock.advance(25 * 60_000);
    expect((await check(token)).statusCode).toBe(200);
    clock.advance(25 * 60_000); // 50 minutes after sign-in, 25 after last use
    const alive = await check(token);
    expect(alive.statusCode).toBe(200);
    expect(alive.json().user.lastSeen).not.toBeNull();
    clock.advance(31 * 60_000);
    const idle = await check(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error).toBe('SESSION_EXPIRED');
  });

  it('ends after 12 hours however busy', async () => {
    const token = await ready('colegio', 'directiva.medicos@aptovial.test');
    for (let hour = 0; hour < 12 * 3; hour += 1) {
      clock.advance(20 * 60_000);
      const response = await check(token);
      if (response.statusCode !== 200) {
        expect(hour * 20).toBeGreaterThanOrEqual(11 * 60);
        expect(response.json().error).toBe('SESSION_EXPIRED');
        return;
      }
    }
    throw new Error('session outlived 12 hours');
  });

  it('is revoked by logout', async () => {
    const token = await ready('INTT', 'director.general.intt@aptovial.test');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await check(token)).statusCode).toBe(401);
  });

  it('is refused once the account is deactivated', async () => {
    const email = 'director.seccional.intt@aptovial.test';
    const token = await ready('INTT', email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(accounts)
      .set({ status: 'inactive' })
      .where(eq(accounts.userId, user?.id ?? 0));
    expect((await check(token)).statusCode).toBe(401);
    const again = await postLogin(t.app, 'INTT', email, DEMO_PASSWORD, at());
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('ACCOUNT_INACTIVE');
  });

  it('refuses a token of another module and an unknown token', async () => {
    const token = await ready('colegio', 'admin.enfermeras@aptovial.test');
    const other = await t.app.inject({
      method: 'PUT',
      url: '/api/authINTT/update-profile-user',
      headers: bearer(token),
      payload: { phone1: '0414-1112233' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('WRONG_MODULE');
    const forged = await check('x'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/check-auth', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('switches to another account of the same person (Cambiar Sesión)', async () => {
    const token = await ready('colegio', 'multicuenta@aptovial.test');
    const me = (await check(token)).json().user;
    expect(me.accounts).toHaveLength(2);
    const intt = me.accounts.find((account: { type: string }) => account.type === 'INTT');
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switch-account',
      headers: bearer(token),
      payload: { accountId: intt.id },
    });
    expect(switched.statusCode).toBe(200);
    const next = switched.json().data;
    expect(next.user.type).toBe('INTT');
    expect(next.step).toBe('terms'); // INTT's terms were never accepted by this person
    expect((await check(token)).statusCode).toBe(401);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switch-account',
      headers: bearer(await ready('colegio', 'admin.medicos@aptovial.test')),
      payload: { accountId: intt.id },
    });
    expect(stranger.statusCode).toBe(403);
  });
});

describe('flooding from one address', () => {
  it('answers 429 with Retry-After in Spanish', async () => {
    const limited = await createTestApp({ rateLimit: { publicPerMinute: 2, loginPerMinute: 2 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1)
        codes.push(
          (await postLogin(limited.app, 'colegio', 'nadie@aptovial.test', 'x1234567')).statusCode,
        );
      expect(codes).toEqual([401, 401, 429]);
      const flood = await postLogin(limited.app, 'colegio', 'nadie@aptovial.test', 'x1234567');
      expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
      expect(flood.json().message).toMatch(/^Demasiadas solicitudes/);
    } finally {
      await limited.close();
    }
  });
});
