import { apiPath, apiPaths } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, lastCodeFor, signIn } from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD, testClock } from '../../test/demo';
import { solvedCaptcha } from '../captcha/testing';
import { passkeyFlows } from './flows-testing';
import { softAuthenticator } from './testing';

const clock = testClock();
let t: TestApp;
let flows: ReturnType<typeof passkeyFlows>;
beforeAll(async () => {
  t = await createSeededApp(clock.now);
  flows = passkeyFlows(t, () => clock.now().getTime());
});
afterAll(() => t.close());

const DOCTOR = 'director.vial.medicos@aptovial.test';
const PRESIDENT = 'presidente.medicos@aptovial.test';
const at = () => clock.now().getTime();
const full = (email: string, password = DEMO_PASSWORD) =>
  signIn(t.app, t.database, 'colegio', email, password, at());
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const setRequired = async (enabled: boolean) => {
  const admin = await full('admin.medicos@aptovial.test');
  return flows.call('PUT', apiPaths.passkeysRequired, admin, { enabled });
};
const codesTo = async (email: string) =>
  (await flows.mailsTo(email)).filter((m) => /\b\d{6}\b/.test(m.textBody)).length;

describe('a module that requires passkeys', () => {
  const key = softAuthenticator();

  it('is switched by its own Admin only, audited', async () => {
    const president = await full(PRESIDENT);
    const refused = await flows.call('PUT', apiPaths.passkeysRequired, president, {
      enabled: true,
    });
    expect(refused.statusCode).toBe(403);
    const done = await setRequired(true);
    expect(done.json().data).toEqual({ module: 'medic', required: true });
    const audited = await flows.auditActions('setting_updated');
    expect(audited.map((row) => row.entityId)).toContain('passkeysRequired:medic');
  });

  it('lets a person without a passkey in by code, and says a passkey is owed', async () => {
    const token = await full(DOCTOR);
    const list = await flows.call('GET', apiPaths.passkeys, token);
    expect(list.json().data).toEqual({ items: [], required: true });
    expect((await flows.addPasskey(token, key, 'Portátil')).statusCode).toBe(200);
  });

  it('refuses the e-mailed code once the person has a passkey, and mails none', async () => {
    const codesBefore = await codesTo(DOCTOR);
    const half = await flows.halfSignIn('colegio', DOCTOR);
    expect(await codesTo(DOCTOR)).toBe(codesBefore);
    const status = await flows.call('GET', apiPaths.passkeySignIn, half);
    expect(status.json().data).toEqual({ registered: true, required: true, codeAllowed: false });
    const code = await post(
      '/api/auth/verify-otp-email',
      { email: DOCTOR, otp: '123456', type: 'login' },
      half,
    );
    expect(code.statusCode).toBe(403);
    expect(code.json()).toMatchObject({
      error: 'PASSKEY_REQUIRED',
      message: expect.stringContaining('llave de acceso'),
    });
    const resend = await post('/api/auth/resend-otp-email', { email: DOCTOR, type: 'login' }, half);
    expect(resend.json().error).toBe('PASSKEY_REQUIRED');
    const challenge = await flows.signInChallenge(half);
    expect((await flows.finishSignIn(half, key.assert(challenge))).statusCode).toBe(200);
  });

  it('keeps the last passkey while its module requires one', async () => {
    const half = await flows.halfSignIn('colegio', DOCTOR);
    await flows.finishSignIn(half, key.assert(await flows.signInChallenge(half)));
    const [stored] = await t.database.db.select().from(passkeys);
    const url = apiPath('passkeyOne', { id: stored?.id ?? 0 });
    const refused = await flows.call('DELETE', url, half);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('PASSKEY_LAST_REQUIRED');
    expect(await t.database.db.select().from(passkeys)).toHaveLength(1);
    // Another module's person is not bound by the medic college's switch.
    const inttStatus = await flows.halfSignIn('INTT', 'admin.intt@aptovial.test');
    const inttAnswer = await flows.call('GET', apiPaths.passkeySignIn, inttStatus);
    expect(inttAnswer.json().data.required).toBe(false);
  });
});

describe('recovery of a lost device', () => {
  it('resets the password by e-mail, removes the passkeys, audits and e-mails it', async () => {
    clock.advance(61_000);
    const altcha = await solvedCaptcha(t);
    expect((await post('/api/auth/forgetPassword', { email: DOCTOR, altcha })).statusCode).toBe(
      200,
    );
    const otp = await lastCodeFor(t.database, DOCTOR);
    const verified = await post('/api/auth/verify-otp-email', {
      email: DOCTOR,
      otp,
      type: 'recovery',
    });
    const resetToken = verified.json().data.resetToken;
    const changed = await post('/api/auth/change-password-logout', {
      email: DOCTOR,
      resetToken,
      newPassword: 'Otra-Clave-Segura-2026',
      newConfirmPassword: 'Otra-Clave-Segura-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(await t.database.db.select().from(passkeys)).toHaveLength(0);
    const [audit] = await flows.auditActions('passkeys_removed_by_recovery');
    expect(audit?.changes).toEqual({ passkeys: ['Portátil'] });
    const mails = await flows.mailsTo(DOCTOR);
    const notice = mails.find((m) => m.subject.startsWith('Se eliminaron las llaves de acceso'));
    expect(notice?.textBody).toContain('Portátil');
    // With no passkey left, the code signs the person in again; the web then asks for a new one.
    const token = await full(DOCTOR, 'Otra-Clave-Segura-2026');
    expect((await flows.call('GET', apiPaths.passkeys, token)).json().data).toEqual({
      items: [],
      required: true,
    });
  });

  it('lets the code back in for everyone once the Admin lifts the requirement', async () => {
    const token = await full(DOCTOR, 'Otra-Clave-Segura-2026');
    const again = softAuthenticator();
    expect((await flows.addPasskey(token, again, 'Nueva')).statusCode).toBe(200);
    expect((await setRequired(false)).json().data.required).toBe(false);
    // Code sign-in still works while a passkey exists (module does not require them).
    clock.advance(61_000);
    expect(await full(DOCTOR, 'Otra-Clave-Segura-2026')).toEqual(expect.any(String));
  });
});
