import { apiPaths } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, sessions } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, lastCodeFor, signIn } from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD, testClock } from '../../test/demo';
import { passkeyFlows } from '../passkeys/flows-testing';
import { softAuthenticator } from '../passkeys/testing';
import { hashToken } from './secrets';

// Decision 0050: a login code is its session's; "Cambiar Sesión" meets the target's second step.
const clock = testClock();
let t: TestApp;
let flows: ReturnType<typeof passkeyFlows>;
beforeAll(async () => {
  t = await createSeededApp(clock.now);
  flows = passkeyFlows(t, () => clock.now().getTime());
});
afterAll(() => t.close());

const at = () => clock.now().getTime();
const post = (url: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
const stepOf = async (token: string) => (await post('/api/auth/check-auth', {}, token)).json().step;
const enterCode = (prefix: string, token: string, email: string, otp: string) =>
  post(`${prefix}/verify-otp-email`, { email, otp, type: 'login' }, token);
const triesOf = async (token: string) => {
  const [session] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  const rows = await t.database.db
    .select({ attempts: otpCodes.attempts })
    .from(otpCodes)
    .where(eq(otpCodes.sessionId, session?.id ?? 0));
  return rows.map((row) => row.attempts);
};

describe('a login code belongs to the sign-in that asked for it', () => {
  it('is refused in another half-signed-in session of the same person, as a wrong code', async () => {
    const email = 'secretaria.enfermeras@aptovial.test';
    const first = await flows.halfSignIn('colegio', email);
    const firstCode = await lastCodeFor(t.database, email);
    const second = await flows.halfSignIn('colegio', email);
    const secondCode = await lastCodeFor(t.database, email);

    // The code mailed for the second sign-in does not finish the first one.
    const crossed = await enterCode('/api/auth', first, email, secondCode);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error).toBe('OTP_INVALID');
    expect(await stepOf(first)).toBe('otp');
    expect(await triesOf(first)).toEqual([1]);

    // Each session finishes with its own code; a later sign-in did not void the earlier code.
    const finished = await enterCode('/api/auth', second, email, secondCode);
    expect(finished.json().data.step).toBe('ready');
    const own = await enterCode('/api/auth', first, email, firstCode);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.step).toBe('ready');
  });

  it('binds a resent code to its session too', async () => {
    const email = 'presidente.enfermeras@aptovial.test';
    const first = await flows.halfSignIn('colegio', email);
    const second = await flows.halfSignIn('colegio', email);
    clock.advance(61_000);
    const resent = await post('/api/auth/resend-otp-email', { email, type: 'login' }, second);
    expect(resent.statusCode).toBe(200);
    const code = await lastCodeFor(t.database, email);
    expect((await enterCode('/api/auth', first, email, code)).json().error).toBe('OTP_INVALID');
    expect(await stepOf(first)).toBe('otp');
    expect((await enterCode('/api/auth', second, email, code)).statusCode).toBe(200);
  });
});

describe('Cambiar Sesión meets the second step of the account it moves to', () => {
  const PERSON = 'multicuenta@aptovial.test';
  const key = softAuthenticator();
  const codesTo = async (email: string) =>
    (await flows.mailsTo(email)).filter((m) => /\b\d{6}\b/.test(m.textBody)).length;
  const switchTo = (token: string, accountId: number) =>
    post(apiPaths.switchAccount, { accountId }, token);
  const accountOf = async (token: string, type: string) =>
    (await post('/api/auth/check-auth', {}, token))
      .json()
      .user.accounts.find((account: { type: string }) => account.type === type);

  it('asks the passkey where the target module requires it, and mails no code', async () => {
    const admin = 'admin.medicos@aptovial.test';
    const adminToken = await signIn(t.app, t.database, 'colegio', admin, DEMO_PASSWORD, at());
    const required = await flows.call('PUT', apiPaths.passkeysRequired, adminToken, {
      enabled: true,
    });
    expect(required.statusCode).toBe(200);
    // The person's medic account (a passkey holder) registers a passkey.
    const medic = await signIn(t.app, t.database, 'colegio', PERSON, DEMO_PASSWORD, at());
    expect((await flows.addPasskey(medic, key, 'Teléfono')).statusCode).toBe(200);
    const medicAccount = await accountOf(medic, 'medic');

    // Signed in to INTT (no passkey asked there), then "Cambiar Sesión" to the medic account.
    const intt = await signIn(t.app, t.database, 'INTT', PERSON, DEMO_PASSWORD, at());
    const codesBefore = await codesTo(PERSON);
    const switched = await switchTo(intt, medicAccount.id);
    expect(switched.statusCode).toBe(200);
    const next = switched.json().data;
    expect(next.user.type).toBe('medic');
    expect(next.step).toBe('otp');
    expect(await stepOf(next.token)).toBe('otp');
    expect(await codesTo(PERSON)).toBe(codesBefore);
    const byCode = await enterCode('/api/auth', next.token, PERSON, '123456');
    expect(byCode.statusCode).toBe(403);
    expect(byCode.json().error).toBe('PASSKEY_REQUIRED');
    const challenge = await flows.signInChallenge(next.token);
    expect((await flows.finishSignIn(next.token, key.assert(challenge))).statusCode).toBe(200);
    expect(await stepOf(next.token)).toBe('ready');
  });

  it('asks the e-mailed code of a module without the requirement', async () => {
    const medic = await flows.halfSignIn('colegio', PERSON);
    await flows.finishSignIn(medic, key.assert(await flows.signInChallenge(medic)));
    const inttAccount = await accountOf(medic, 'INTT');
    const codesBefore = await codesTo(PERSON);
    const switched = (await switchTo(medic, inttAccount.id)).json().data;
    expect(switched.step).toBe('otp');
    expect(await codesTo(PERSON)).toBe(codesBefore + 1);
    const code = await lastCodeFor(t.database, PERSON);
    const verified = await enterCode('/api/authINTT', switched.token, PERSON, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.step).toBe('ready');
  });
});
