import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatchedPage } from './support/browser';
import { fillDriver, issueAndWait } from './support/certificate-form';
import {
  acceptTermsAndCode,
  browserAndServer,
  captchaSolved,
  openRecovery,
  signIn,
  signInFully,
  waitOrExplain,
} from './support/journey';
import { openOnPhone, printedQrAddress } from './support/printout';
import { nextCode } from './support/server-with-mail';

const running = browserAndServer({ beforeAll, afterAll });
const desktop = { width: 1280, height: 800 };
// The demo's enabled medic without a credential yet (apps/api/src/seeds/demo-registers.ts).
const MEDIC = { name: 'Rafael Contreras Uzcátegui', number: '10412' };
const EMAIL = 'rafael.contreras@aptovial.test';
const PASSWORD = 'Vial-Rafael-2026';
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/** The college Admin gives the enabled medic a road-medicine login from Médicos habilitados. */
async function grantCredential() {
  const admin = await openWatchedPage(running.browser(), desktop, running.server().baseUrl);
  await signInFully(admin.page, running.server(), '/Login', 'admin.medicos@aptovial.test');
  await sidebar(admin.page).getByRole('button', { name: 'Certificados' }).click();
  await sidebar(admin.page).getByRole('link', { name: 'Médicos habilitados' }).click();
  await admin.page
    .getByRole('button', {
      name: `Credencial de Medicina Vial de ${MEDIC.name} (número ${MEDIC.number})`,
    })
    .click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByLabel(/^Correo electrónico/).fill(EMAIL);
  await dialog.getByRole('button', { name: 'Crear credencial' }).click();
  await waitOrExplain(
    admin.page,
    admin.page.getByText('Credencial creada: el médico recibirá un correo').waitFor(),
  );
  await admin.context.close();
}

/** The doctor follows the welcome e-mail: "¿Olvidó su contraseña?", the code, a new password. */
async function choosePassword(page: Page) {
  const welcome = await running
    .server()
    .smtp.waitFor(EMAIL, (message) => /Se le dio acceso/.test(message.subject ?? ''), 15_000);
  expect(welcome.text).toContain('/inicio-Medico-Vial');
  await page.goto('/inicio-Medico-Vial');
  await openRecovery(page);
  await page.getByLabel(/^Correo electrónico/).fill(EMAIL);
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await waitOrExplain(page, page.waitForURL('**/Verificacion-OTP/recovery'));
  await page
    .getByLabel(/^Código de verificación/)
    .fill(await nextCode(running.server().smtp, EMAIL));
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await page.waitForURL('**/Cambiar-contrasena');
  await page.getByLabel(/^Contraseña nueva/).fill(PASSWORD);
  await page.getByLabel(/^Confirmar contraseña nueva/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
}

/** Issues one certificate from the list's form, with the serial the form offers. */
async function issueOffered(page: Page): Promise<string> {
  await sidebar(page).getByRole('button', { name: 'Certificados' }).click();
  await sidebar(page).getByRole('link', { name: 'Lista de certificados' }).click();
  await page.getByRole('button', { name: 'Emitir certificado' }).first().click();
  const form = page.getByRole('dialog');
  const serialField = form.getByLabel(/^Serial/);
  await waitOrExplain(page, form.getByText(/libre/).first().waitFor());
  const serial = await serialField.inputValue();
  expect(serial).toMatch(/^\d+$/);
  await fillDriver(form, {
    dni: '26543210',
    names: 'Yusmary',
    lastNames: 'Salcedo Ríos',
    birthDay: '03/09/1995',
    place: 'Operativo Petare',
    grade: '3',
    type: 'Primera vez',
  });
  await issueAndWait(page, form, serial);
  await page.keyboard.press('Escape');
  await form.waitFor({ state: 'detached' });
  return serial;
}

describe('road medicine: a credential, a first sign-in, a certificate on the road', () => {
  it('the college grants it, the doctor sets a password, issues, sees it, prints, and it verifies', async () => {
    await grantCredential();
    const doctor = await openWatchedPage(running.browser(), desktop, running.server().baseUrl);
    const { page } = doctor;
    await choosePassword(page);
    await page.waitForURL('**/inicio-Medico-Vial');
    await signIn(page, '/inicio-Medico-Vial', EMAIL, PASSWORD);
    await acceptTermsAndCode(page, running.server(), EMAIL);
    await page.getByRole('button', { name: /^Menú de usuario/ }).waitFor();

    const serial = await issueOffered(page);
    // First in the list, without a reload.
    const firstRow = page.getByRole('row').nth(1);
    await waitOrExplain(page, firstRow.getByText(serial).waitFor());

    // The panel counts it today.
    await sidebar(page).getByRole('link', { name: 'Inicio', exact: true }).click();
    const today = page.locator('dl div:has(> dt:text-is("Hoy")) > dd').first();
    await waitOrExplain(page, today.waitFor());
    await expect.poll(() => today.innerText()).toBe('1');

    // Print it and read the QR the officer scans (the Certificados group is still open).
    await sidebar(page).getByRole('link', { name: 'Lista de certificados' }).click();
    const address = await printedQrAddress(page, serial);
    const officer = await openOnPhone(running.browser(), running.server().baseUrl, address);
    await waitOrExplain(
      officer.page,
      officer.page.getByRole('heading', { name: 'Válido' }).waitFor(),
    );
    await officer.page.getByText('Yusmary').first().waitFor();
    expect(doctor.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(officer.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await officer.context.close();
    await doctor.context.close();
  });
});
