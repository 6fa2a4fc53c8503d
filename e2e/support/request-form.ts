import type { Page } from 'playwright-core';
import type { CapturedEmail, SmtpCapture } from '../../apps/api/src/test/smtp-capture';
import { captchaSolved, waitOrExplain } from './journey';

export type Applicant = {
  dni: string;
  names: string;
  lastNames: string;
  /** DD/MM/YYYY, typed as digits on a phone's number pad. */
  birthDay: string;
  email: string;
  phone: string;
  state: string;
  municipality: string;
  /** The grades' names as the form shows them. */
  grades: string[];
  type: string;
};

/**
 * Fills a public request form (solicitar-certificado, and the paying one's first step) by its
 * labels alone, as a person with a screen reader would, and waits for its challenge to be solved:
 * the widget appears once the person starts filling the form. `challenge: false` waits for
 * nothing: the paying form asks its challenge at the payment step, and a send tapped before the
 * challenge is solved is kept until it is (decision 0063).
 */
export async function fillRequest(page: Page, applicant: Applicant, { challenge = true } = {}) {
  await page.getByLabel(/^Nacionalidad/).selectOption({ label: 'Venezolano(a)' });
  await page.getByLabel(/^Cédula/).fill(applicant.dni);
  await page.getByLabel(/^Nombres/).fill(applicant.names);
  await page.getByLabel(/^Apellidos/).fill(applicant.lastNames);
  await page
    .getByLabel(/^Fecha de nacimiento/)
    .pressSequentially(applicant.birthDay.replace(/\D/g, ''));
  await page.getByLabel(/^Correo electrónico/).fill(applicant.email);
  await page.getByLabel(/^Teléfono/).fill(applicant.phone);
  await page.getByLabel(/^Estado/).selectOption({ label: applicant.state });
  await page.getByLabel(/^Municipio/).selectOption({ label: applicant.municipality });
  for (const grade of applicant.grades) {
    await page.getByRole('checkbox', { name: grade }).check();
  }
  await page.getByRole('radio', { name: applicant.type }).check();
  if (challenge) await captchaSolved(page);
}

/** The messages of an empty request form's fields, each under its field (DD/MM/AAAA: the date). */
export const EMPTY_FORM_MESSAGES = [
  'La cédula debe tener de 5 a 9 dígitos',
  'Correo electrónico inválido',
  'Escriba la fecha como DD/MM/AAAA',
  'Seleccione un municipio',
  'Seleccione al menos un grado',
  'Seleccione el tipo de certificado',
];

/**
 * Taps the send button of the still empty form once: every missing field is marked at once
 * (the fields are checked before anything waits for the challenge, decision 0063) and the
 * first one, the cédula, takes the focus. Returns how many fields say what they lack.
 */
export async function tapEmptyRequest(page: Page, button = 'Enviar solicitud'): Promise<number> {
  await page.getByRole('button', { name: button }).click();
  for (const message of EMPTY_FORM_MESSAGES) {
    await waitOrExplain(page, page.getByText(message, { exact: true }).waitFor());
  }
  await waitOrExplain(
    page,
    page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'dni'),
  );
  return page.locator('[aria-invalid="true"]').count();
}

/**
 * Holds the challenge's download, as a slow phone's connection would, until the returned
 * function is called: a tap meanwhile meets an unsolved challenge. Set before the widget appears.
 */
export async function holdChallenge(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/captcha/challenge', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits for 'Datos enviados correctamente' and reads the request number off the receipt
 * e-mailed to `email`: the page shows none (decision 0051).
 */
export async function requestReceived(
  page: Page,
  smtp: SmtpCapture,
  email: string,
): Promise<{ id: number; receipt: CapturedEmail }> {
  await waitOrExplain(
    page,
    page.getByRole('heading', { name: 'Datos enviados correctamente' }).waitFor(),
  );
  const receipt = await smtp.waitFor(email, (mail) => /N\.º \d+/.test(mail.subject), 15_000);
  return { id: Number(receipt.subject.match(/N\.º (\d+)/)?.[1]), receipt };
}

/** Sends the filled form (its challenge solved) and reads the receipt, as `requestReceived`. */
export async function sendRequest(
  page: Page,
  smtp: SmtpCapture,
  email: string,
  button = 'Enviar solicitud',
): Promise<{ id: number; receipt: CapturedEmail }> {
  await page.getByRole('button', { name: button }).click();
  return requestReceived(page, smtp, email);
}
