import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatchedPage, type WatchedPage } from './support/browser';
import { caracasDay } from './support/certificate-form';
import { typeDay } from './support/dates';
import { browserAndServer, signInFully, waitOrExplain } from './support/journey';
import { APPROVING_PHONE, PAYMENT_KEY, SANDBOX_PRICE, SANDBOX_RATES_ENV } from './support/money';
import { goByMenu, phone } from './support/navigation';
import { numberPerTry } from './support/per-try';
import { type Applicant, fillRequest, holdChallenge } from './support/request-form';
import { issueFromRequest } from './support/road-issue';

// As a fresh `npm start` in sandbox mode: the refresher on, reading the server's local rate
// service; the journey's machine has no internet, so the price comes from nowhere else.
const running = browserAndServer({ beforeAll, afterAll }, async () => ({ ...SANDBOX_RATES_ENV }));
const attempt = numberPerTry();
const applicant = (): Applicant => ({
  dni: `28${String(attempt()).padStart(6, '0')}`,
  names: 'Carlos Eduardo',
  lastNames: 'Ñáñez Rondón',
  birthDay: '03/09/1988',
  email: `carlos.nanez.${attempt()}@correo.test`,
  phone: '0424-5553344',
  // The demo road doctor's state: a doctor serves only the requests of their state (decision 0051).
  state: 'Distrito Capital',
  municipality: 'Libertador',
  grades: ['Tercer grado (vehículos hasta 4.500 kg)'],
  type: 'Renovación',
});

async function signedInOnPhone(loginPath: string, email: string): Promise<WatchedPage> {
  const watched = await openWatchedPage(running.browser(), phone, running.server().baseUrl);
  await signInFully(watched.page, running.server(), loginPath, email);
  return watched;
}

/** A line of the approved receipt (`<dt>label</dt><dd>value</dd>`). */
async function receiptLine(page: Page, label: string): Promise<string> {
  const line = page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  return (await line.locator('dd').innerText()).trim();
}

describe('payments: the price in bolívares, a C2P charge, the receipt, a certificate paid by it', () => {
  // Two people, one sign-in with an e-mailed code, plus the bank: about 30 s alone.
  it('at 360 px, network closed: an applicant pays the demo price from the phone with no commission step, and a doctor serves it', async () => {
    const asked = applicant();
    const person = await openWatchedPage(running.browser(), phone, running.server().baseUrl);
    const page = person.page;
    await page.goto('/solicitar-certificado-pago');
    // A slow phone: the payment step's challenge is not solved yet when "Pagar" is tapped.
    const releaseChallenge = await holdChallenge(page);
    await fillRequest(page, asked, { challenge: false });
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    // The seeded USD 5.00 × the local rate service's Bs. 866,5612, shown before any charge: read
    // by the DolarApi adapter and named as the official rate, not a price set by the college.
    await waitOrExplain(page, page.getByText(SANDBOX_PRICE.shown).first().waitFor());
    expect(
      await page.getByText(`USD 5,00 a la tasa oficial de ${SANDBOX_PRICE.rate} del `).count(),
    ).toBe(1);
    await page.getByLabel(/^Teléfono del pagador/).fill(APPROVING_PHONE);
    await page.getByLabel(/^Banco del pagador/).selectOption({ label: 'Banesco (0134)' });
    await page.getByLabel(/^Clave de pago/).fill(PAYMENT_KEY);
    await page.getByRole('button', { name: `Pagar ${SANDBOX_PRICE.shown}` }).click();
    // The tap is kept: the button says so, busy, and charges once the challenge is solved.
    const verifying = page.getByRole('button', { name: 'Verificando…' });
    await waitOrExplain(page, verifying.waitFor());
    expect(await verifying.getAttribute('aria-busy')).toBe('true');
    releaseChallenge();
    await waitOrExplain(page, page.getByRole('heading', { name: 'Pago aprobado' }).waitFor());
    expect(await receiptLine(page, 'Estado')).toBe('Aprobado');
    expect(await receiptLine(page, 'Monto')).toBe(SANDBOX_PRICE.shown);
    const reference = await receiptLine(page, 'Referencia');
    expect(reference).toMatch(/^\d{6,}$/);
    const id = Number(await receiptLine(page, 'Solicitud N.º'));
    expect(id).toBeGreaterThan(0);

    // The receipt e-mail carries the bank's reference; nothing in it shows the payment key.
    const receipt = await running
      .server()
      .smtp.waitFor(asked.email, (mail) => mail.text.includes(reference), 15_000);
    expect(receipt.text).not.toContain(PAYMENT_KEY);

    // A doctor issues the certificate from the paid request: the certificate is paid by it.
    const doctor = await signedInOnPhone('/inicio-Medico-Vial', 'director.vial@aptovial.test');
    const serial = await issueFromRequest(doctor.page, id, asked);
    // The issued certificate stays open in its dialog (to print it): closed, as a person does.
    await doctor.page.keyboard.press('Escape');
    await doctor.page.getByRole('dialog').waitFor({ state: 'detached' });
    await goByMenu(doctor.page, 'Buscar certificados', 'Certificados');
    await doctor.page.getByLabel('Serial del certificado').fill(serial);
    await doctor.page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const paid = doctor.page.getByText(`${SANDBOX_PRICE.shown} · Ref. ${reference}`);
    await waitOrExplain(doctor.page, paid.first().waitFor());

    // The bank's mobile-payment search finds the charge, and says it already paid a certificate.
    await goByMenu(doctor.page, 'Buscar pago móvil', 'Certificados');
    await doctor.page.getByLabel(/^Teléfono del pagador/).fill(APPROVING_PHONE);
    await doctor.page.getByLabel(/^Banco del pagador/).selectOption('134');
    await typeDay(doctor.page.getByLabel(/^Fecha del pago/), caracasDay());
    await doctor.page.getByLabel(/^Monto/).fill(SANDBOX_PRICE.typed);
    await doctor.page.getByLabel(/^Referencia/).fill(reference);
    await doctor.page.getByRole('button', { name: 'Buscar pago' }).click();
    await waitOrExplain(doctor.page, doctor.page.getByText('Ya usado').first().waitFor());
    expect(
      await doctor.page.getByRole('button', { name: /Emitir certificado con este pago/ }).count(),
    ).toBe(0);

    for (const watched of [person, doctor]) {
      expect(watched.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      await watched.context.close();
    }
  }, 180_000);
});
