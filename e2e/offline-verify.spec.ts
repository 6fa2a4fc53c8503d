import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../apps/api/src/test/smtp-capture';
import { startAptoVial } from '../bench/lib/server.mjs';
import { launchBrowser, openWatchedPage, type WatchedPage } from './support/browser';
import { cameraFilmOf, launchBrowserWithCamera } from './support/camera';
import { fillDriver } from './support/certificate-form';
import { signInFully, waitOrExplain } from './support/journey';
import { qrBitmapOf } from './support/pdf';
import { openOnPhone, printedQr, printedQrAddress } from './support/printout';
import { databaseEnv, pgliteTemplate, type ServerWithMail } from './support/server-with-mail';

// Decision 0037: after one visit with signal, an officer's phone checks printouts without signal.
// Its own server with a longer start-up allowance: the first start (migrations and demo data on
// PGlite) took 55 s on the two shared cores while other journeys ran.
const state: { browser?: Browser; server?: ServerWithMail; validPrintout?: Buffer } = {};
beforeAll(async () => {
  const smtp = await startSmtpCapture();
  const started = await startAptoVial({
    readyTimeoutMs: 180_000,
    env: { SMTP_URL: smtp.url, ...databaseEnv() },
    templateDir: pgliteTemplate(),
  });
  state.server = {
    baseUrl: started.baseUrl,
    smtp,
    stop: async () => {
      await started.stop();
      await smtp.close();
    },
  };
  state.browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await state.browser?.close();
  await state.server?.stop();
});
const need = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('the browser or the server did not start');
  return value;
};
const running = { browser: () => need(state.browser), server: () => need(state.server) };
const desktop = { width: 1280, height: 800 };
// Serials of this journey's own: on PostgreSQL every journey shares one database, and others take
// the lot's first free serials (the correction journey 1000800 on, the key drill 1000900 on).
const VALID = '1000701';
const DISABLED = '1000702';
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/** The demo medic issues `serial` on the demo lot TP-2026-01 (VE-A). */
async function issue(page: Page, serial: string, names: string) {
  await page.getByRole('button', { name: 'Emitir certificado' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Serial/).fill(serial);
  await form.getByText(/TP-2026-01.*libre/).waitFor();
  await fillDriver(form, {
    dni: `2468${serial.slice(-4)}`,
    names,
    lastNames: 'Briceño Peña',
    birthDay: '17/05/1990',
    place: 'Caracas',
    grade: '2',
    type: 'Primera vez',
  });
  await form.getByRole('button', { name: 'Emitir certificado' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Acciones del certificado ${serial}` }).waitFor();
}

async function disable(page: Page, serial: string) {
  await page.getByRole('button', { name: `Acciones del certificado ${serial}` }).click();
  await page.getByRole('menuitem', { name: 'Deshabilitar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Motivo/).fill('Serial reportado como extraviado');
  await dialog.getByRole('button', { name: 'Deshabilitar certificado' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens a QR's address in the officer's tab (offline: from the service worker). */
async function openQr({ page }: WatchedPage, address: string) {
  const { pathname, search, hash } = new URL(address);
  await page.goto(`${pathname}${search}${hash}`);
}

/** An officer's phone that visited the verify page once with signal and then lost it. */
async function officerOffline(browser: Browser) {
  const base = running.server().baseUrl;
  const officer = await openOnPhone(browser, base, `${base}/Buscar-certificado-medicos`);
  await officer.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await waitOrExplain(officer.page, officer.page.getByText(/^Lista de anulados del/).waitFor());
  await officer.context.setOffline(true);
  return officer;
}

const verdict = (officer: WatchedPage, title: string) =>
  waitOrExplain(
    officer.page,
    officer.page.getByRole('heading', { level: 2, name: title }).waitFor(),
  );

/** Without signal a typed serial cannot be checked (decision 0072): the page points to the QR. */
async function typeSerialOffline(officer: WatchedPage, serial: string) {
  await officer.page.getByRole('textbox', { name: /Serial del certificado/ }).fill(serial);
  await officer.page.getByRole('button', { name: 'Buscar' }).click();
  await verdict(officer, 'Sin conexión: un serial escrito no se puede verificar');
  await officer.page.getByText(/Escanee el código QR impreso en el certificado/).waitFor();
}

const NOT_LISTED = 'Sin conexión: firma válida, no figura como anulado';

describe('the verify page without signal', () => {
  it('after one visit online, tells valid, forged and disabled printouts apart offline', {
    timeout: 240_000,
  }, async () => {
    const medic = await openWatchedPage(running.browser(), desktop, running.server().baseUrl);
    const { page } = medic;
    await signInFully(page, running.server(), '/Login', 'director.vial.medicos@aptovial.test');
    await sidebar(page).getByRole('button', { name: 'Certificados' }).click();
    await sidebar(page).getByRole('link', { name: 'Lista de certificados' }).click();
    await issue(page, VALID, 'Carolina');
    await issue(page, DISABLED, 'Daniela');
    const { address: valid, pdf } = await printedQr(page, VALID);
    state.validPrintout = pdf;
    const disabled = await printedQrAddress(page, DISABLED);
    await disable(page, DISABLED);
    await medic.context.close();

    // One visit with signal: the worker installs and takes control, the keys and list are kept.
    const officer = await officerOffline(running.browser());
    await openQr(officer, valid);
    // The list was fetched a moment ago: it vouches, with its date and time (decision 0072).
    await verdict(officer, NOT_LISTED);
    await officer.page.getByText('Carolina').first().waitFor();
    await officer.page
      .getByText(/^No figura como anulado en la lista del \d\d\/\d\d\/\d{4} \d\d:\d\d /)
      .waitFor();

    // One changed letter in the signed payload: forged, without asking anyone.
    const [base, proof = ''] = valid.split('#');
    const tampered = `${base}#${proof.slice(0, 10)}${proof[10] === 'A' ? 'B' : 'A'}${proof.slice(11)}`;
    await openQr(officer, tampered);
    await verdict(officer, 'Firma inválida: este certificado es falso');
    expect(await officer.page.getByText('Carolina').count()).toBe(0);

    await openQr(officer, disabled);
    await verdict(officer, 'Deshabilitado');
    expect(await officer.page.getByText('extraviado').count()).toBe(0);
    await officer.page
      .getByText(/^Lista de anulados del \d\d\/\d\d\/\d{4} \d\d:\d\d, hace/)
      .waitFor();

    await typeSerialOffline(officer, DISABLED);
    expect(await officer.page.getByText('Daniela').count()).toBe(0);
    expect(officer.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await officer.context.close();
  });

  it('offers the camera for a typed serial offline, and scans the printout', {
    timeout: 120_000,
  }, async () => {
    const printout = state.validPrintout;
    if (printout === undefined) throw new Error('the first journey printed nothing');
    // Chromium's fake camera films the printed QR (jsqr decodes it: headless Linux Chromium has
    // no BarcodeDetector); the scanner's chunks must come from the worker's cache.
    const camera = await launchBrowserWithCamera(cameraFilmOf(qrBitmapOf(printout)));
    try {
      const officer = await officerOffline(camera);
      await typeSerialOffline(officer, VALID);
      // The banner's own button opens the scanner.
      await officer.page.getByRole('button', { name: 'Escanear el QR del certificado' }).click();
      await verdict(officer, NOT_LISTED);
      expect(officer.page.url()).toContain(`serial=${VALID}`);
      await officer.page.getByText('Carolina').first().waitFor();
      expect(await officer.page.getByRole('dialog').count()).toBe(0);
      expect(officer.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    } finally {
      await camera.close();
    }
  });
});
