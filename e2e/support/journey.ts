import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { nextCode, type ServerWithMail, startServerWithMail } from './server-with-mail';

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
  await waitOrExplain(page, page.getByRole('dialog').getByText(text).waitFor());
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/**
 * From a sign-in page to Recuperar-contrasena, waiting for the new page itself: the URL changes
 * before React swaps the pages (a transition), and a fill at that moment lands in the old
 * page's e-mail field and is lost.
 */
export async function openRecovery(page: Page) {
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await page.waitForURL(/\/Recuperar-contrasena(\?|$)/);
  await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
}

/**
 * Waits for the form's ALTCHA challenge (CaptchaField) to be solved: the widget solves it by
 * itself once shown, and a form refuses to send before. After a refused submit the form asks a
 * new one, so call this again before sending again.
 */
export async function captchaSolved(page: Page) {
  const solved = page.locator('[data-captcha-state="verified"]');
  await waitOrExplain(page, solved.waitFor({ state: 'attached', timeout: 30_000 }));
}

/** Awaits `wait`; when it fails, the error tells what the page showed at that moment. */
export async function waitOrExplain<T>(page: Page, wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (error) {
    throw new Error(`${String(error)}\n${await whatThePageShows(page)}`);
  }
}

/** The address, any dialogs and the page's text: what a person would have seen when a wait failed. */
export async function whatThePageShows(page: Page): Promise<string> {
  const dialogs = await page.getByRole('dialog').allInnerTexts();
  // Input values are not text: what the dialogs' fields held, and where the focus was.
  const fields = await page
    .getByRole('dialog')
    .locator('input')
    .evaluateAll((inputs) =>
      (inputs as HTMLInputElement[])
        .filter((input) => input.value !== '' && input.type !== 'hidden')
        .map((input) => `${input.labels?.[0]?.innerText.trim() ?? input.name}=${input.value}`),
    );
  const focused = await page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const label = element?.labels?.[0]?.innerText ?? element?.getAttribute('aria-label') ?? '';
    return `${element?.tagName ?? 'none'} ${label.trim()}`;
  });
  // A toast sits at the end of the body, past the cut of its text below.
  const toasts = await page.locator('.swal2-toast').allInnerTexts();
  const body = await page.locator('body').innerText();
  return [
    `address: ${page.url()}`,
    `dialogs: ${JSON.stringify(dialogs)}`,
    `toasts: ${JSON.stringify(toasts)}`,
    `fields: ${JSON.stringify(fields)}`,
    `focused: ${focused}`,
    `page: ${body.replace(/\s+/g, ' ').slice(0, 1500)}`,
  ].join('\n');
}

/** One Chromium and one built server with an SMTP capture for a spec file, stopped after it. */
export function browserAndServer(
  hooks: {
    beforeAll: (fn: () => Promise<void>, timeout?: number) => void;
    afterAll: (fn: () => Promise<void>) => void;
  },
  env: () => Promise<Record<string, string>> = async () => ({}),
) {
  const state: { browser?: Browser; server?: ServerWithMail } = {};
  hooks.beforeAll(async () => {
    const settings = await env();
    [state.browser, state.server] = await Promise.all([
      launchBrowser(),
      startServerWithMail(settings),
    ]);
  });
  hooks.afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} did not start`);
    return value;
  };
  return {
    browser: () => need(state.browser, 'the browser'),
    server: () => need(state.server, 'the server'),
  };
}
