import type { Page } from 'playwright-core';
import { nextCode, type ServerWithMail } from './server-with-mail';

export const DEMO_PASSWORD = 'AptoVial-Demo-2026';

/** Types the e-mail and password on a module's login page and presses "Ingresar". */
export async function signIn(
  page: Page,
  loginPath: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(loginPath);
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/**
 * Accepts the terms when asked (only until the person has accepted them once) and types the code
 * e-mailed to the person.
 */
export async function acceptTermsAndCode(page: Page, server: ServerWithMail, email: string) {
  await page.waitForURL(/\/(Terminos-y-condiciones|Verificacion-OTP\/login)$/);
  if (page.url().endsWith('/Terminos-y-condiciones')) {
    await page.getByLabel('He leído y acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Aceptar y continuar' }).click();
  }
  await page.waitForURL('**/Verificacion-OTP/login');
  await page.getByLabel(/^Código de verificación/).fill(await nextCode(server.smtp, email));
  await page.getByRole('button', { name: 'Verificar código' }).click();
}

/** A complete first sign-in: login, terms and code, until the user menu shows the person. */
export async function signInFully(
  page: Page,
  server: ServerWithMail,
  loginPath: string,
  email: string,
) {
  await signIn(page, loginPath, email);
  await acceptTermsAndCode(page, server, email);
  await page.getByRole('button', { name: /^Menú de usuario/ }).waitFor();
}

/** Reads an alert dialog's text and closes it with its confirm button. */
export async function dismissDialog(page: Page, text: string | RegExp, button = 'Aceptar') {
  await page.getByRole('dialog').getByText(text).waitFor();
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}
