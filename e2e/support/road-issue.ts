import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { caracasDay, issueAndWait } from './certificate-form';
import { typeDay } from './dates';
import { waitOrExplain } from './journey';
import { collapseOpened, goByMenu } from './navigation';
import type { Applicant } from './request-form';

/** The road issue form filled from the request (Buscar solicitud), issued on the offered serial. */
export async function issueFromRequest(page: Page, id: number, asked: Applicant): Promise<string> {
  await goByMenu(page, 'Lista de certificados', 'Certificados');
  await page.getByRole('button', { name: 'Emitir certificado' }).first().click();
  const form = page.getByRole('dialog');
  await waitOrExplain(page, form.getByText(/libre/).first().waitFor());
  const serial = await form.getByLabel(/^Serial/).inputValue();
  await form.getByRole('button', { name: 'Buscar solicitud' }).click();
  await collapseOpened(page, form.getByLabel('Buscar por'));
  await form.getByLabel('Buscar por').selectOption({ label: 'Cédula' });
  await form.getByLabel('Texto a buscar').fill(asked.dni);
  await form.getByRole('button', { name: 'Buscar', exact: true }).click();
  const found = form.getByRole('list', { name: 'Solicitudes encontradas' });
  await waitOrExplain(page, found.waitFor());
  await found.getByRole('button', { name: new RegExp(`^Nº ${id} · V-${asked.dni} ·`) }).click();
  await waitOrExplain(
    page,
    form
      .getByText(`Datos copiados de la solicitud Nº ${id}: el certificado la atenderá.`)
      .waitFor(),
  );
  expect(await form.getByLabel(/^Cédula(\s*\*)?$/).inputValue()).toBe(asked.dni);
  expect(await form.getByLabel(/^Nombres/).inputValue()).toBe(asked.names);
  // What the request does not say: where and when it is issued, and until when it is valid.
  await form.getByLabel(/^Lugar de expedición/).fill('Operativo Petare');
  await typeDay(form.getByLabel(/^Fecha de expedición/), caracasDay());
  await typeDay(form.getByLabel(/^Fecha de vencimiento/), caracasDay(5));
  // A request never paid is served exonerated (decision 0065); a paid one as it is.
  await issueAndWait(page, form, serial, { unpaidReason: 'Exonerado del pago' });
  return serial;
}
