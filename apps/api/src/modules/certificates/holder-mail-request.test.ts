import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../adapters/mail/smtp';
import { certificateHolderEmails, preRegistrations } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { solvedCaptcha } from '../captcha/testing';
import { createMailService } from '../mail/service';
import { insertOperative } from '../operatives/read-testing';
import { createUpcomingOperatives } from '../operatives/upcoming';
import { applicant, setRequestsOpen } from '../pre-registrations/testing';
import { roadDoctor } from '../road-medicine/testing';
import { createExpiryReminders } from './expiry-reminders';
import { mailedCertificatesApp } from './holder-mail-testing';
import { createStopLinks } from './reminder-stop';
import { NOW, newCertificate } from './testing';

// Decision 0087, through a request of the public: a road-medicine doctor serves it without typing
// an address, so the request's e-mail gets the certificate, and its reminder lists the field
// operatives of the municipality the applicant asked from.
const PUBLIC_URL = 'http://localhost:3000';
let t: TestApp;
let smtp: SmtpCapture;
let doctor: Awaited<ReturnType<typeof roadDoctor>>;
let outbox: ReturnType<typeof createMailService>;
let today = NOW;
let reminders: ReturnType<typeof createExpiryReminders>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await mailedCertificatesApp(smtp, () => NOW);
  await setRequestsOpen(t, true);
  doctor = await roadDoctor(t);
  outbox = createMailService({
    db: t.database.db,
    transport: createSmtpTransport(smtp.url),
    from: 'pruebas@aptovial.test',
    log: { info() {}, warn() {}, error() {} },
  });
  reminders = createExpiryReminders({
    database: t.database,
    mail: outbox,
    nextOperatives: createUpcomingOperatives(t.database.db),
    links: createStopLinks(Buffer.from('test-session-secret'), PUBLIC_URL),
    publicUrl: PUBLIC_URL,
    clock: () => today,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A request sent from the public form (challenge solved), from VE-A's Libertador (101). */
async function requestFromThePublic(email: string) {
  const body = applicant({ email, state: 'VE-A', municipality: 101, grades: ['2'] });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/preRegister/createPreregister',
    payload: { ...body, altcha: await solvedCaptcha(t) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.database.db
    .select({ id: preRegistrations.id, email: preRegistrations.email })
    .from(preRegistrations)
    .where(and(eq(preRegistrations.dni, body.dni), eq(preRegistrations.state, 'VE-A')));
  if (!row) throw new Error('request not stored');
  return { ...row, body };
}

/** The doctor issues the certificate serving the request (never paid: with a reason). */
async function serve(request: Awaited<ReturnType<typeof requestFromThePublic>>, extra = {}) {
  const { dni, names, lastNames, dateBirth } = request.body;
  const payload = newCertificate({
    dni,
    names,
    lastNames,
    birthDate: dateBirth,
    preRegisterId: request.id,
    withoutPayment: { reason: 'exonerated' },
    ...extra,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/credentialMedic/createCertifields',
    headers: bearer(doctor.token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; serial: number };
}

const holderOf = async (certificateId: number) =>
  (
    await t.database.db
      .select({
        email: certificateHolderEmails.email,
        municipality: certificateHolderEmails.municipality,
      })
      .from(certificateHolderEmails)
      .where(eq(certificateHolderEmails.certificateId, certificateId))
  )[0];

describe('a certificate issued from a request of the public', { timeout: 60_000 }, () => {
  it('goes to the request’s e-mail, and its reminder lists the operatives of its municipality', async () => {
    const request = await requestFromThePublic('Luisa.Rangel@Example.com');
    expect(request.email).toBe('luisa.rangel@example.com');
    const issued = await serve(request);
    expect(await holderOf(issued.id)).toEqual({ email: request.email, municipality: 101 });

    const copy = await smtp.waitFor(request.email, (m) => m.subject.includes('aptitud'), 10_000);
    expect(copy.subject).toContain(String(issued.serial));
    expect(copy.attachments.map((a) => a.filename)).toEqual([`certificado-${issued.serial}.pdf`]);

    // One operative in the applicant's Libertador, one in Anzoátegui's Anaco: only the first is hers.
    const owner = { accountId: doctor.accountId, schoolNumberId: doctor.schoolNumberId };
    await insertOperative(t, owner, {
      startDate: '2027-05-28',
      endDate: '2027-05-29',
      addressDescription: 'Plaza Bolívar de Caracas',
    });
    await insertOperative(t, owner, {
      state: 'VE-B',
      municipality: 201,
      startDate: '2027-05-25',
      endDate: '2027-05-25',
      addressDescription: 'Plaza de Anaco',
    });
    today = new Date('2027-05-20T15:00:00Z');
    expect(await reminders.run()).toBe(1);
    await outbox.sendDue(50);
    const reminder = await smtp.waitFor(request.email, (m) => m.subject.includes('vence'));
    expect(reminder.subject).toBe(`Su certificado médico N.º ${issued.serial} vence el 10/06/2027`);
    expect(reminder.text).toContain('Plaza Bolívar de Caracas');
    expect(reminder.text).toContain('del 28/05/2027 al 29/05/2027');
    expect(reminder.text).not.toContain('Plaza de Anaco');
  });

  it('goes to the address the doctor typed instead, when the form has one', async () => {
    const request = await requestFromThePublic('pedro.solicitud@example.com');
    const issued = await serve(request, { holderEmail: 'Pedro.Otro@Example.com' });
    expect(await holderOf(issued.id)).toEqual({
      email: 'pedro.otro@example.com',
      municipality: 101,
    });
    const copy = await smtp.waitFor('pedro.otro@example.com', (m) => m.subject.includes('aptitud'));
    expect(copy.subject).toContain(String(issued.serial));
    const toRequest = smtp.messages.filter(
      (m) => m.to === request.email && m.subject.includes('aptitud'),
    );
    expect(toRequest).toEqual([]);
  });
});
