import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openWatchedPage } from './browser';
import { qrAddressOf } from './pdf';

const phone = { width: 360, height: 740 };

/** The address in the QR of certificate `serial`'s printout (printedQr). */
export async function printedQrAddress(page: Page, serial: string): Promise<string> {
  return (await printedQr(page, serial)).address;
}

/**
 * Prints certificate `serial` from its row's actions, as a medic does, and reads the QR off the
 * PDF the page received: the page hands the bytes to the browser's viewer, so the test fetches the
 * same file with the same session.
 */
export async function printedQr(page: Page, serial: string) {
  await page.getByRole('button', { name: `Acciones del certificado ${serial}` }).click();
  const [printout] = await Promise.all([
    page.waitForResponse((response) => /\/api\/certifields\/\d+\/pdf/.test(response.url())),
    page.getByRole('menuitem', { name: 'Ver / imprimir PDF (A4)' }).click(),
  ]);
  expect(printout.status()).toBe(200);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const file = await page.request.get(printout.url(), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(file.headers()['content-type']).toBe('application/pdf');
  const pdf = await file.body();
  const address = qrAddressOf(pdf);
  expect(address).toMatch(new RegExp(`/Buscar-certificado-medicos\\?serial=${serial}#.+\\..+`));
  return { address, pdf };
}

/** The verification page as an officer's phone opens the QR: a new context, no session. */
export async function openOnPhone(browser: Browser, baseUrl: string, address: string) {
  const watched = await openWatchedPage(browser, phone, baseUrl);
  const { pathname, search, hash } = new URL(address);
  await watched.page.goto(`${pathname}${search}${hash}`);
  return watched;
}
