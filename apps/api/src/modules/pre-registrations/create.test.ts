import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preRegistrations } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { testConfig } from '../../test/config';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { solvedCaptcha } from '../captcha/testing';
import { applicant, callerOf, PREFIX, setRequestsOpen, writtenOf } from './testing';

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    mail: { ...testConfig().mail, smtpUrl: smtp.url },
    rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000 },
  });
  await setRequestsOpen(t, true);
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const call = callerOf(() => t);
const written = writtenOf(() => t);
const send = (payload: object) =>
  call(undefined, { method: 'POST', url: `${PREFIX}/createPreregister`, payload });
/** A request with a freshly solved challenge. */
const sendSolved = async (body: object) => send({ ...body, altcha: await solvedCaptcha(t) });

/** Refused with `status` and `code` (and `field`, if given), nothing stored, nothing e-mailed. */
async function refused(
  request: () => Promise<Answer>,
  status: number,
  code: string,
  field?: string,
) {
  const before = await written();
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.error).toBe(code);
  expect(body.message).toMatch(/[a-záéíóúñ]/);
  if (field) expect(body.errors?.map((e) => e.field)).toContain(field);
  expect(await written()).toEqual(before);
  return body;
}
type Answer = {
  statusCode: number;
  body: string;
  json(): { error: string; message: string; errors?: { field: string; message: string }[] };
};

describe('POST /api/preRegister/createPreregister', () => {
  it('stores the request, answers that it was received, and e-mails its number in Spanish', async () => {
    const body = applicant();
    const before = await written();
    const response = await sendSolved(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { received: true } });
    expect(await written()).toEqual({
      requests: before.requests + 1,
      audit: before.audit + 1,
      emails: before.emails + 1,
    });
    const [row] = await t.database.db
      .select()
      .from(preRegistrations)
      .where(eq(preRegistrations.dni, body.dni));
    const data = { id: row?.id };
    expect(row).toMatchObject({
      dni: body.dni,
      names: 'María José',
      lastNames: "D'Ávila Pérez-Rojas",
      phone: '0414-5551234',
      municipality: 201,
      grades: ['2', '3'],
      type: 'Primera vez',
      certificateId: null,
    });
    const mail = await smtp.waitFor(body.email);
    expect(mail.subject).toContain(`N.º ${data.id}`);
    for (const text of [mail.text, mail.html]) {
      expect(text).toContain(`V-${body.dni}`);
      expect(text).toContain('Anaco');
      expect(text).toContain('Qué sigue');
    }
  });

  it('refuses while requests are closed (409) and stores nothing', async () => {
    await setRequestsOpen(t, false);
    try {
      const altcha = await solvedCaptcha(t);
      await refused(() => send({ ...applicant(), altcha }), 409, 'PRE_REGISTER_CLOSED');
    } finally {
      await setRequestsOpen(t, true);
    }
  });

  it('refuses a missing, wrong or replayed challenge and stores nothing', async () => {
    const body = applicant();
    await refused(() => send(body), 400, 'CAPTCHA_REQUIRED');
    await refused(() => send({ ...body, altcha: '' }), 400, 'CAPTCHA_REQUIRED');
    const wrong = 'bm8tZXMtdW4tZGVzYWZpbw==';
    await refused(() => send({ ...body, altcha: wrong }), 400, 'CAPTCHA_INVALID');
    const altcha = await solvedCaptcha(t);
    expect((await send({ ...body, altcha })).statusCode).toBe(200);
    await refused(() => send({ ...applicant(), altcha }), 400, 'CAPTCHA_REUSED');
  });

  it('refuses each bad field with its name (400) and stores nothing', async () => {
    const today = new Date();
    const yearsAgo = (years: number) =>
      new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + 2)
        .toISOString()
        .slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ names: 'María 2' }, 'names'],
      [{ lastNames: 'Pérez3' }, 'lastNames'],
      [{ dni: '1234' }, 'dni'],
      [{ dni: '1234567890' }, 'dni'],
      [{ phone: '12345' }, 'phone'],
      [{ email: 'no-es-correo' }, 'email'],
      [{ dateBirth: yearsAgo(16) }, 'dateBirth'],
      [{ dateBirth: '1900-01-01' }, 'dateBirth'],
      [{ grades: ['9'] }, 'grades.0'],
      [{ grades: [] }, 'grades'],
      [{ typeCertifields: 'Otro' }, 'typeCertifields'],
      [{ state: 'VE-B', municipality: 101 }, 'municipality'],
      [{ municipality: 99_999 }, 'municipality'],
    ];
    for (const [change, field] of cases) {
      const body = { ...applicant(change), altcha: await solvedCaptcha(t) };
      await refused(() => send(body), 400, 'VALIDATION_ERROR', field);
    }
  });

  // Decision 0051: a repeated request was answered with the first one's number, which told a
  // stranger who knew a cédula that it existed, and which one to pay.
  it('answers a repeated request as a new one, and e-mails the open one to its own address', async () => {
    const body = applicant();
    const first = await sendSolved(body);
    await smtp.waitFor(body.email);
    const [kept] = await t.database.db
      .select()
      .from(preRegistrations)
      .where(eq(preRegistrations.dni, body.dni));
    const before = await written();
    // Sent again, even from another address: answered as a new one, to nobody's telling.
    const again = await sendSolved({ ...body, email: 'otra.persona@aptovial.test' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.body).not.toContain(String(kept?.id));
    expect(await written()).toEqual({ ...before, emails: before.emails + 1 });
    const mail = await smtp.waitFor(body.email);
    expect(mail.text).toContain('ya tenía una solicitud abierta');
    expect(mail.text).toContain(String(kept?.id));
    expect(smtp.messages.some((m) => m.to === 'otra.persona@aptovial.test')).toBe(false);
    // Another type is another request.
    const other = await sendSolved({ ...body, typeCertifields: 'Renovación' });
    expect(other.body).toBe(first.body);
    const rows = await t.database.db
      .select()
      .from(preRegistrations)
      .where(eq(preRegistrations.dni, body.dni));
    expect(rows).toHaveLength(2);
  });

  it('limits each address per minute (429 with Retry-After), before reading the form', async () => {
    const limited = await createTestApp({ rateLimit: { publicPerMinute: 2, loginPerMinute: 2 } });
    try {
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: `${PREFIX}/createPreregister`,
          payload: applicant(),
        });
      expect([(await post()).statusCode, (await post()).statusCode]).toEqual([400, 400]);
      const flood = await post();
      expect(flood.statusCode).toBe(429);
      expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('stores one request when the same person sends twice at once', async () => {
    const body = applicant();
    const [a, b] = await Promise.all([sendSolved(body), sendSolved(body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db
      .select()
      .from(preRegistrations)
      .where(eq(preRegistrations.dni, body.dni));
    expect(rows).toHaveLength(1);
  });
});
