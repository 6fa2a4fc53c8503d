import type { Locator, Page } from 'playwright-core';
import { typeDay } from './dates';
import { waitOrExplain } from './journey';

/** "DD/MM/YYYY" of today in Caracas, plus `years`, as a person types it. */
export function caracasDay(years = 0): string {
  const now = new Date(Date.now() - 4 * 3_600_000);
  now.setUTCFullYear(now.getUTCFullYear() + years);
  const [year, month, day] = now.toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

export type Driver = {
  dni: string;
  names: string;
  lastNames: string;
  /** DD/MM/YYYY. */
  birthDay: string;
  place: string;
  grade: string;
  type: string;
};

/**
 * Fills the issue form (college or road) for one driver: holder, place, today's expedition and a
 * five-year due date, grade and type. The serial and the submit are the caller's.
 */
export async function fillDriver(form: Locator, driver: Driver) {
  await form.getByLabel(/^Cédula(\s*\*)?$/).fill(driver.dni);
  await form.getByLabel(/^Nombres/).fill(driver.names);
  await form.getByLabel(/^Apellidos/).fill(driver.lastNames);
  await typeDay(form.getByLabel(/^Fecha de nacimiento/), driver.birthDay);
  await form.getByLabel(/^Lugar de expedición/).fill(driver.place);
  await typeDay(form.getByLabel(/^Fecha de expedición/), caracasDay());
  await typeDay(form.getByLabel(/^Fecha de vencimiento/), caracasDay(5));
  await form.getByLabel(/^Grado/).selectOption(driver.grade);
  await form.getByLabel(/^Tipo de certificado/).selectOption(driver.type);
}

/**
 * Presses "Emitir certificado" on the issue form and waits for the notice of that serial. With
 * `unpaidReason`, a request never paid (the API asks why, decision 0065) is issued without
 * payment for that reason ("Exonerado del pago"); a paid one is issued as it is.
 */
export async function issueAndWait(
  page: Page,
  form: Locator,
  serial: string,
  options: { unpaidReason?: string } = {},
) {
  const send = form.getByRole('button', { name: 'Emitir certificado' });
  await send.click();
  const issued = page
    .getByText(new RegExp(`Certificado ${serial} emitido`))
    .first()
    .waitFor();
  const { unpaidReason } = options;
  if (unpaidReason !== undefined) {
    // Whichever comes first; the other's wait may time out later, and is let go.
    const asked = form
      .getByText('Esta solicitud no está pagada', { exact: false })
      .waitFor()
      .then(
        () => 'asked' as const,
        () => 'never' as const,
      );
    const outcome = issued.then(
      () => 'issued' as const,
      () => 'failed' as const,
    );
    if ((await Promise.race([outcome, asked])) === 'asked') {
      await form.getByRole('radio', { name: unpaidReason }).check();
      await send.click();
    }
  }
  await waitOrExplain(page, issued);
}
