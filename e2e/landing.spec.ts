import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openWatchedPage } from './support/browser';

let browser: Browser;

/**
 * Holds the app's code (its `start` chunk) until the returned function is called: the page the
 * server sent stays as drawn, as on a slow phone before the app has arrived (decision 0090).
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const ENTRY_LINKS: [string, string][] = [
  ['Iniciar sesión Colegio de Médicos', '/Login'],
  ['Iniciar sesión INTT', '/inicio-INTT'],
  ['Iniciar sesión Medicina Vial', '/inicio-Medico-Vial'],
  ['Verificar un certificado', '/Buscar-certificado-medicos'],
  ['Solicitar certificado', '/solicitar-certificado'],
  ['Solicitar y pagar certificado', '/solicitar-certificado-pago'],
];

describe('landing page, as a person on a 360 px phone', () => {
  it('shows the Spanish title, the product and every entry link, with no console errors', async () => {
    const { page, context, consoleErrors } = await openWatchedPage(browser);
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toContain('AptoVial');
    expect(await page.title()).toBe('AptoVial · Medicina Vial');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    for (const [name, href] of ENTRY_LINKS) {
      const link = page.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href'), name).toBe(href);
      expect(await link.isVisible(), name).toBe(true);
    }
    // Nothing wider than the phone: no sideways scrolling.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is painted before the app runs, and the app takes it over without drawing it again', async () => {
    const { page, context, consoleErrors } = await openWatchedPage(browser);
    // The app's code waits until the page the server sent is looked at (decision 0090).
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toContain('AptoVial');
    await heading.evaluate((node) => node.setAttribute('data-drawn', ''));
    release();
    // The app unmarks the drawn view once it has taken it over (app/start.tsx); then the colour
    // toggle answers, and the heading is still the node the server sent.
    await page.locator('#root:not([data-first-view])').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Cambiar modo de color' }).click();
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark',
    );
    expect(await page.locator('h1[data-drawn]').count()).toBe(1);
    // A mismatch would be React's recoverable error (#418 and the like) in the console.
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps a sign-in typed and sent before the app runs, and sends it once the app is ready', async () => {
    const { page, context, consoleErrors } = await openWatchedPage(browser);
    const release = await holdAppCode(page);
    // The drawn sign-in (decision 0090): its form is on screen while the app's code is held.
    await page.goto('/inicio-INTT', { waitUntil: 'domcontentloaded' });
    expect(await page.getAttribute('#root', 'data-first-view')).toBe('loginINTT');
    await page.getByLabel(/^Correo electrónico/).fill('funcionario.intt@aptovial.test');
    await page.getByLabel(/^Contraseña/).fill('AptoVial-Demo-2026');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    // Nothing went anywhere: no reload, no fields in the address.
    expect(new URL(page.url()).search).toBe('');
    release();
    // Once ready, the app sends what was typed: the next step of the sign-in opens.
    await page.waitForURL(/\/(Terminos-y-condiciones|Verificacion-OTP\/login)$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps the colour mode chosen after a reload', async () => {
    const { page, context, consoleErrors } = await openWatchedPage(browser);
    await page.goto('/');
    // The toggle is the app's: it answers once the app has taken the drawn page over.
    await page.locator('#root:not([data-first-view])').waitFor({ state: 'attached' });
    const scheme = () => page.getAttribute('html', 'data-mantine-color-scheme');
    const before = await scheme();
    await page.getByRole('button', { name: 'Cambiar modo de color' }).click();
    const after = await scheme();
    expect(after).not.toBe(before);
    const cookie = (await context.cookies()).find((c) => c.name === 'aptovial-color-scheme');
    expect(cookie?.value).toBe(after);
    // Kept for a year (365 days, allowing a minute of clock drift).
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(365 * 86_400 - 60);
    // A dark page is the plain shell, drawn by the app (decision 0090): wait for its heading.
    await page.reload();
    await page.locator('#root h1').waitFor();
    expect(await scheme()).toBe(after);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends an unknown path to the landing page', async () => {
    const { page, context, consoleErrors } = await openWatchedPage(browser);
    await page.goto('/esta/ruta/no/existe');
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).pathname).toBe('/');
    const link = page.getByRole('link', { name: 'Verificar un certificado' });
    await link.waitFor({ state: 'visible' });
    expect(await link.getAttribute('href')).toBe('/Buscar-certificado-medicos');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
