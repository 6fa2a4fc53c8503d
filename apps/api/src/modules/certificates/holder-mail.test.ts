import { and, between, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../adapters/mail/smtp';
import { certificateHolderEmails, certificates } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createMailService } from '../mail/service';
import { insertOperative } from '../operatives/read-testing';
import { createUpcomingOperatives } from '../operatives/upcoming';
import { demoAccountOf } from '../road-medicine/operative-testing';
import { createExpiryReminders } from './expiry-reminders';
import { mailedCertificatesApp, verdictOfPrintout } from './holder-mail-testing';
import { createStopLinks } from './reminder-stop';
import { callerOf, demoNumberId, NOW, newCertificate } from './testing';

// Decision 0087: the holder gets the certificate on issue and one reminder 30 days before expiry.
const ISSUER = 'director.vial.medicos';
const PUBLIC_URL = 'http://localhost:3000';
let t: TestApp;
let smtp: SmtpCapture;
let outbox: ReturnType<typeof createMailService>;
const call = callerOf(() => t);
const quiet = { info() {}, warn() {}, error() {} };
/** The reminders pass at a day of our choosing (an injected clock), as the job runs it. */
let today = new Date(NOW);
let reminders: ReturnType<typeof createExpiryReminders>;
const pass = async () => {
  const queued = await reminders.run();
  await outbox.sendDue(50);
  return queued;
};

let dni = 30_000_000;
async function issue(fields: Record<string, unknown> = {}) {
  dni += 1;
  const payload = newCertificate({ dni: String(dni), ...fields });
  const response = await call(ISSUER, { method: 'POST', url: '/createCertifields', payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; serial: number };
}
const at = (day: string) => {
  today = new Date(`${day}T15:00:00Z`);
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await mailedCertificatesApp(smtp, () => NOW);
  const transport = createSmtpTransport(smtp.url);
  outbox = createMailService({
    db: t.database.db,
    transport,
    from: 'pruebas@aptovial.test',
    log: quiet,
  });
  reminders = createExpiryReminders({
    database: t.database,
    mail: outbox,
    nextOperatives: createUpcomingOperatives(t.database.db),
    links: createStopLinks(Buffer.from('test-session-secret'), PUBLIC_URL),
    publicUrl: PUBLIC_URL,
    clock: () => today,
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('the holder’s copy on issue', () => {
  it('e-mails the PDF whose signed QR verifies, and the verify page of the serial', async () => {
    const issued = await issue({ holderEmail: 'Titular.Uno@Example.com' });
    const email = await smtp.waitFor('titular.uno@example.com', undefined, 10_000);
    expect(email.subject).toContain(String(issued.serial));
    expect(email.text).toContain(
      `${PUBLIC_URL}/Buscar-certificado-medicos?serial=${issued.serial}`,
    );
    expect(email.attachments).toHaveLength(1);
    const [pdf] = email.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`certificado-${issued.serial}.pdf`);
    const { url, verdict } = await verdictOfPrintout(t, pdf?.content ?? Buffer.alloc(0));
    expect(url.searchParams.get('serial')).toBe(String(issued.serial));
    expect(verdict).toMatchObject({ state: 'valid' });
  });

  it('keeps no address and sends nothing when the form has none', async () => {
    const issued = await issue();
    const [row] = await t.database.db
      .select({ total: count() })
      .from(certificateHolderEmails)
      .where(eq(certificateHolderEmails.certificateId, issued.id));
    expect(row?.total).toBe(0);
  });

  it('refuses an address that is not one (400, in Spanish)', async () => {
    const payload = newCertificate({ dni: '30999999', holderEmail: 'no-es-correo' });
    const response = await call(ISSUER, { method: 'POST', url: '/createCertifields', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: 'holderEmail', message: 'Correo electrónico inválido' }),
    );
  });
});

describe('the reminder 30 days before expiry', () => {
  it('is sent once, with the next operatives, the request page and a stop link honoured', async () => {
    const ana = await issue({ holderEmail: 'ana@example.com', dueDate: '2027-06-10' });
    await issue({ dueDate: '2027-06-10' });
    const carla = await issue({ holderEmail: 'carla@example.com', dueDate: '2027-06-10' });
    const disabled = await call(ISSUER, {
      method: 'PUT',
      url: `/disableCertifields/${carla.id}`,
      payload: { reason: 'Emitido por error' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const old = await issue({ holderEmail: 'gabo@example.com', dueDate: '2027-06-10' });
    await t.database.db
      .update(certificates)
      .set({ importedAt: NOW })
      .where(eq(certificates.id, old.id));
    const later = { dueDate: '2027-08-01' };
    await issue({ holderEmail: 'ANA@example.com', ...later });
    await issue({ holderEmail: 'fede@example.com', ...later });
    // Ana asked from Libertador (VE-A, 101), where an operative is planned.
    await t.database.db
      .update(certificateHolderEmails)
      .set({ municipality: 101 })
      .where(eq(certificateHolderEmails.certificateId, ana.id));
    const account = await demoAccountOf(t, 'director.vial');
    const owner = { accountId: account.id, schoolNumberId: await demoNumberId(t) };
    await insertOperative(t, owner, { startDate: '2027-05-25', endDate: '2027-05-26' });

    at('2027-05-10');
    expect(await pass()).toBe(0);
    // Ana's and the first test's holder (due the same day) are reminded; Carla's is disabled,
    // Gabo's imported, the second certificate has no address.
    at('2027-05-11');
    expect(await pass()).toBe(2);
    const reminder = await smtp.waitFor('ana@example.com', (m) => m.subject.includes('vence'));
    expect(reminder.subject).toBe(`Su certificado médico N.º ${ana.serial} vence el 10/06/2027`);
    expect(reminder.text).toContain('Plaza Bolívar, frente a la alcaldía');
    expect(reminder.text).toContain('del 25/05/2027 al 26/05/2027');
    expect(reminder.text).toContain(`${PUBLIC_URL}/solicitar-certificado`);
    expect(await pass()).toBe(0);

    const link = new URL(
      reminder.text.match(/http\S+dejar-de-recibir-recordatorios\S+/)?.[0] ?? '',
    );
    const stop = (h: string | null, s: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/certifields/reminders/stop',
        payload: { h: h ?? '', s: s ?? '' },
      });
    const forged = await stop(link.searchParams.get('h'), 'firma-inventada');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: 'BAD_REQUEST' });
    expect(forged.json().message).toMatch(/no es válido/);
    const other = createStopLinks(Buffer.from('otra-clave'), PUBLIC_URL).urlFor('ana@example.com');
    const alien = new URL(other);
    expect((await stop(alien.searchParams.get('h'), alien.searchParams.get('s'))).statusCode).toBe(
      400,
    );
    const stopped = await stop(link.searchParams.get('h'), link.searchParams.get('s'));
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ data: { stopped: true } });
    expect((await stop(link.searchParams.get('h'), link.searchParams.get('s'))).statusCode).toBe(
      200,
    );

    // Fede's is due; Ana's second certificate is too, but her address stopped the reminders.
    at('2027-07-05');
    expect(await pass()).toBe(1);
    const fede = await smtp.waitFor('fede@example.com');
    expect(fede.text).not.toContain('Próximos operativos');
    const remindedTo = smtp.messages.filter((m) => m.subject.includes('vence')).map((m) => m.to);
    expect(remindedTo.sort()).toEqual([
      'ana@example.com',
      'fede@example.com',
      'titular.uno@example.com',
    ]);
  });
});

describe('por vencer en 30 días', () => {
  it('counts by state what a direct count finds', async () => {
    await issue({ dueDate: '2026-07-01' });
    await issue({ dueDate: '2026-07-15' });
    await issue({ dueDate: '2026-07-16' });
    const response = await call('admin.medicos', { method: 'GET', url: '/countCertificates' });
    expect(response.statusCode, response.body).toBe(200);
    const direct = await t.database.db
      .select({ key: certificates.state, total: count() })
      .from(certificates)
      .where(
        and(
          between(certificates.dueDate, '2026-06-15', sql`'2026-06-15'::date + 30`),
          eq(certificates.status, true),
        ),
      )
      .groupBy(certificates.state);
    expect(direct).toEqual([{ key: 'VE-A', total: 2 }]);
    expect(response.json().data.dueSoonByState).toEqual(direct);
    const president = await call('presidente.medicos', {
      method: 'GET',
      url: '/countCertificates',
    });
    expect(president.statusCode).toBe(403);
  });
});
