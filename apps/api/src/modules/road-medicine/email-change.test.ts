import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, lastCodeFor, postLogin } from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD, testClock } from '../../test/demo';
import { solvedCaptcha } from '../captcha/testing';
import { NOW } from '../certificates/testing';
import { tokensFor } from '../users/testing';
import { callerOf, roadDoctor } from './testing';

const clock = testClock(NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp(clock.now);
});
afterAll(() => t.close());

const at = () => clock.now().getTime();
const tokenOf = tokensFor(() => t, at);
const call = callerOf(() => t);
const mailsTo = (email: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
const checkAuth = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/check-auth',
    headers: bearer(token),
    payload: {},
  });

describe("an Admin changes a credential's e-mail", () => {
  it('tells the old address once, in Spanish, and ends every session of the account', async () => {
    const doctor = await roadDoctor(t);
    // A second sign-in still waiting for its code, and a recovery code in the old mailbox.
    const half = await postLogin(t.app, 'medicVial', doctor.email, DEMO_PASSWORD, at());
    const pendingCode = await lastCodeFor(t.database, doctor.email);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/credentialMedic/forgetPassword',
      payload: { email: doctor.email, altcha: await solvedCaptcha(t) },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const recoveryCode = await lastCodeFor(t.database, doctor.email);
    const before = (await mailsTo(doctor.email)).length;
    expect((await checkAuth(doctor.token)).statusCode).toBe(200);

    const email = `nuevo.${doctor.email}`;
    const admin = await tokenOf('medicVial', 'admin.vial');
    const changed = await call(admin, {
      method: 'PUT',
      url: '/updateCredentialMedic',
      payload: { id: doctor.accountId, email },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.email).toBe(email);

    const told = (await mailsTo(doctor.email)).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe('Se cambió el correo de su cuenta de AptoVial');
    expect(told[0]?.textBody).toContain('se cerraron todas las sesiones');
    // No secret and not the new address: the old mailbox may be in other hands.
    expect(told[0]?.textBody).not.toContain(email);
    expect(told[0]?.textBody).not.toMatch(/\b\d{6}\b/);
    expect(await mailsTo(email)).toHaveLength(0);

    const old = await checkAuth(doctor.token);
    expect(old.statusCode).toBe(401);
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/credentialMedic/verify-otp-email',
      headers: bearer(half.json().data.token),
      payload: { email, otp: pendingCode, type: 'login' },
    });
    expect(pending.statusCode).toBe(401);
    // What the old mailbox received opens nothing under the new address either.
    const recovery = await t.app.inject({
      method: 'POST',
      url: '/api/credentialMedic/verify-otp-email',
      payload: { email, otp: recoveryCode, type: 'recovery' },
    });
    expect(recovery.statusCode).toBe(400);
    expect(recovery.json().error).toBe('OTP_INVALID');
    // The person signs in again under the new address.
    expect((await postLogin(t.app, 'medicVial', email, DEMO_PASSWORD, at())).statusCode).toBe(200);
  });

  it('sends nothing and ends nothing when the e-mail stays the same', async () => {
    const doctor = await roadDoctor(t);
    const before = (await mailsTo(doctor.email)).length;
    const admin = await tokenOf('medicVial', 'admin.vial');
    const same = await call(admin, {
      method: 'PUT',
      url: '/updateCredentialMedic',
      payload: { id: doctor.accountId, email: doctor.email },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(await mailsTo(doctor.email)).toHaveLength(before);
    expect((await checkAuth(doctor.token)).statusCode).toBe(200);
  });
});
