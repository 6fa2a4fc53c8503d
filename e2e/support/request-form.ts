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
 * the widget appears once the person starts filling the form. The paying form asks its challenge
 * at the payment step instead (`challenge: false`).
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

/**
 * Sends the filled form, waits for 'Datos enviados correctamente' and reads the request number
 * off the receipt e-mailed to `email`: the page shows none (decision 0051).
 */
export async function sendRequest(
  page: Page,
  smtp: SmtpCapture,
  email: string,
  button = 'Enviar solicitud',
): Promise<{ id: number; receipt: CapturedEmail }> {
  await page.getByRole('button', { name: button }).click();
  await waitOrExplain(
    page,
    page.getByRole('heading', { name: 'Datos enviados correctamente' }).waitFor(),
  );
  const receipt = await smtp.waitFor(email, (mail) => /N\.º \d+/.test(mail.subject), 15_000);
  return { id: Number(receipt.subject.match(/N\.º (\d+)/)?.[1]), receipt };
}
