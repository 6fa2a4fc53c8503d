import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, schoolNumbers, sessions } from '../../db/schema/index';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, postLogin } from '../../test/auth';
import { testConfig } from '../../test/config';
import { seedDemo } from '../../test/demo';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { solvedCaptcha } from '../captcha/testing';
import { tokensFor } from '../users/testing';
import { callerOf, newMedic, PREFIX } from './testing';

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    mail: { ...testConfig().mail, smtpUrl: smtp.url },
    rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000 },
  });
  await seedDemo(t.database);
  await t.database.db.transaction((tx) => seedDemoRegisters(tx));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const tokenOf = tokensFor(() => t);
const call = callerOf(() => t);
const search = async (token: string, schoolNumberId: number) =>
  call(token, { method: 'GET', url: `/searchCredential?schoolNumberId=${schoolNumberId}` });
const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityId, String(id)));

describe('credentials of enabled medics', () => {
  it("answers 'Not Found' for an enabled medic without a credential", async () => {
    const medic = await newMedic(t);
    const response = await search(await tokenOf('colegio', 'admin.medicos'), medic.schoolNumberId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: 'Not Found' });
  });

  it('creates the login, e-mails the doctor, who sets a password with a single-use code', async () => {
    const medic = await newMedic(t);
    const admin = await tokenOf('colegio', 'admin.medicos');
    const created = await call(admin, {
      method: 'POST',
      url: '/createCredentialMedic',
      payload: { schoolNumberId: medic.schoolNumberId, email: medic.email, rol: 'VialDirector' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const credential = created.json().data;
    expect(credential).toMatchObject({
      schoolNumberId: medic.schoolNumberId,
      email: medic.email,
      rol: 'VialDirector',
      status: 'active',
      state: 'VE-A',
      dni: medic.dni,
      names: 'Mariana',
    });
    expect((await search(admin, medic.schoolNumberId)).json().data).toEqual(credential);
    const [event] = await auditOf(credential.id);
    expect(event).toMatchObject({ action: 'credential_created', entity: 'account' });

    const welcome = await smtp.waitFor(medic.email);
    expect(welcome.text).toContain('Medicina Vial');
    expect(welcome.text).toContain('/inicio-Medico-Vial');
    expect(welcome.text).toContain('¿Olvidó su contraseña?');

    // The doctor follows the e-mail: a recovery code, verified once, sets the password.
    const asked = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/forgetPassword`,
      payload: { email: medic.email, altcha: await solvedCaptcha(t) },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const codeMail = await smtp.waitFor(medic.email);
    const otp = codeMail.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: `${PREFIX}/verify-otp-email`,
        payload: { email: medic.email, otp, type: 'recovery' },
      });
    const proof = await verify();
    expect(proof.statusCode, proof.body).toBe(200);
    expect((await verify()).statusCode).toBe(400); // single use
    const password = 'Vial-Nueva-Clave-2026';
    const reset = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/change-password-logout`,
      payload: {
        email: medic.email,
        resetToken: proof.json().data.resetToken,
        newPassword: password,
        newConfirmPassword: password,
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await postLogin(t.app, 'medicVial', medic.email, password);
    expect(login.statusCode, login.body).toBe(200);
  });

  it('lets the road-medicine Admin create an Admin credential in any state', async () => {
    const medic = await newMedic(t, { state: 'VE-B' });
    const response = await call(await tokenOf('medicVial', 'admin.vial'), {
      method: 'POST',
      url: '/createCredentialMedic',
      payload: { schoolNumberId: medic.schoolNumberId, email: medic.email, rol: 'Admin' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ rol: 'Admin', state: 'VE-B' });
  });

  it('deactivating a credential ends its open sessions at once, and is audited', async () => {
    const [number] = await t.database.db
      .select({ id: schoolNumbers.id })
      .from(schoolNumbers)
      .where(and(eq(schoolNumbers.state, 'VE-A'), eq(schoolNumbers.schoolNumber, '10231')));
    const president = await tokenOf('colegio', 'presidente.medicos');
    const found = (await search(president, number?.id ?? 0)).json().data;
    expect(found).toMatchObject({ email: 'director.vial@aptovial.test', status: 'active' });
    const doctor = await tokenOf('medicVial', 'director.vial');
    const checkAuth = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/check-auth',
        headers: bearer(doctor),
        payload: {},
      });
    expect((await checkAuth()).statusCode).toBe(200);
    const update = (status: string) =>
      call(president, {
        method: 'PUT',
        url: '/updateCredentialMedic',
        payload: { id: found.id, status },
      });
    const off = await update('inactive');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.status).toBe('inactive');
    expect((await checkAuth()).statusCode).toBe(401);
    // Ended, not only refused while inactive: reactivating does not bring the session back.
    const open = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.accountId, found.id), isNull(sessions.revokedAt)));
    expect(open).toEqual([]);
    expect((await update('active')).json().data.status).toBe('active');
    expect((await checkAuth()).statusCode).toBe(401);
    const events = await auditOf(found.id);
    expect(events.map((event) => event.changes)).toEqual([
      { status: { before: 'active', after: 'inactive' } },
      { status: { before: 'inactive', after: 'active' } },
    ]);
  });

  it('changes the e-mail and role of a credential', async () => {
    const medic = await newMedic(t);
    const admin = await tokenOf('medicVial', 'admin.vial');
    const created = await call(admin, {
      method: 'POST',
      url: '/createCredentialMedic',
      payload: { schoolNumberId: medic.schoolNumberId, email: medic.email },
    });
    const email = `nuevo.${medic.email}`;
    const updated = await call(admin, {
      method: 'PUT',
      url: '/updateCredentialMedic',
      payload: { id: created.json().data.id, email, rol: 'Admin' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ email, rol: 'Admin', status: 'active' });
  });
});
