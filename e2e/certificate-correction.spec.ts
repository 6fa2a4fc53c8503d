import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openWatchedPage, type WatchedPage } from './support/browser';
import { fillDriver } from './support/certificate-form';
import { signInFully, waitOrExplain } from './support/journey';
import { goByMenu, phone } from './support/navigation';
import { printedQr } from './support/printout';
import { type ServerWithMail, startServerWithMail } from './support/server-with-mail';

// Decision 0052: every earlier printout of a corrected certificate reads "Corregido", online and
// without signal, and its reprint reads valid; decision 0048: the Directorate corrects nothing.
// Everything at 360 px. One server of its own (mail for the sign-in codes), started once.
const state: { browser?: Browser; server?: ServerWithMail } = {};
beforeAll(async () => {
  [state.browser, state.server] = await Promise.all([
    launchBrowser(),
    // A first start on PGlite (migrations and demo data) is slow on busy shared cores.
    startServerWithMail({}, 180_000),
  ]);
}, 240_000);
afterAll(async () => {
  await state.browser?.close();
  await state.server?.stop();
});
const need = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('the browser or the server did not start');
  return value;
};
const browser = () => need(state.browser);
const server = () => need(state.server);

const CORRECTED = 'Corregido: pida la versión vigente';
/**
 * A serial of the demo lot TP-2026-01 (1000001-1001000) no other journey takes: on PostgreSQL every
 * journey's server shares one database, and offline-verify issues 1000701 and 1000702, the
 * key-leak drill from 1000900. A retry takes the next serial.
 */
const FIRST_SERIAL = 1_000_800;
let tries = 0;
let serial = String(FIRST_SERIAL);
const actionsOf = (page: Page) =>
  page.getByRole('button', { name: `Acciones del certificado ${serial}` });

/** The demo medic issues `serial` on the demo lot TP-2026-01, with a typo in the names. */
async function issueWithTypo(page: Page) {
  await page.getByRole('button', { name: 'Emitir certificado' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Serial/).fill(serial);
  await form.getByText(/TP-2026-01.*libre/).waitFor();
  await fillDriver(form, {
    dni: `2468${serial.slice(-4)}`,
    names: 'Carolnia',
    lastNames: 'Briceño Peña',
    birthDay: '17/05/1990',
    place: 'Caracas',
    grade: '2',
    type: 'Primera vez',
  });
  await form.getByRole('button', { name: 'Emitir certificado' }).click();
  await waitOrExplain(page, form.waitFor({ state: 'detached' }));
  await actionsOf(page).waitFor();
}

async function correctNames(page: Page, names: string) {
  await actionsOf(page).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const form = page.getByRole('dialog', { name: `Editar el certificado ${serial}` });
  await form.getByLabel(/^Nombres/).fill(names);
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await waitOrExplain(page, form.waitFor({ state: 'detached' }));
}

/** Opens a QR's address in the officer's tab (without signal: from the service worker). */
async function verdictOf({ page }: WatchedPage, address: string, title: string) {
  const { pathname, search, hash } = new URL(address);
  await page.goto(`${pathname}${search}${hash}`);
  await waitOrExplain(page, page.getByRole('heading', { level: 2, name: title }).waitFor());
}

describe('a corrected certificate and its printouts', () => {
  it('old printout reads Corregido online and offline, the reprint valid; the Directorate cannot edit', {
    timeout: 300_000,
  }, async () => {
    serial = String(FIRST_SERIAL + tries++);
    const doctor = await openWatchedPage(browser(), phone, server().baseUrl);
    const { page } = doctor;
    await signInFully(page, server(), '/Login', 'director.vial.medicos@aptovial.test');
    await goByMenu(page, 'Lista de certificados', 'Certificados');
    await issueWithTypo(page);
    const old = await printedQr(page, serial);
    await correctNames(page, 'Carolina');
    const reprint = await printedQr(page, serial);
    expect(reprint.address).not.toBe(old.address);
    await doctor.context.close();

    // The officer's phone, with signal: the server's record decides.
    const officer = await openWatchedPage(browser(), phone, server().baseUrl);
    await verdictOf(officer, old.address, CORRECTED);
    // The newer data are shown to compare, never the printed typo as current.
    await officer.page.getByText('Carolina', { exact: true }).waitFor();
    expect(await officer.page.getByText('Carolnia').count()).toBe(0);
    await verdictOf(officer, reprint.address, 'Válido');

    // The visits with signal kept the lists; then the signal goes.
    await officer.page.goto('/Buscar-certificado-medicos');
    await officer.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    await waitOrExplain(officer.page, officer.page.getByText(/^Lista de anulados del/).waitFor());
    await officer.context.setOffline(true);
    await verdictOf(officer, old.address, CORRECTED);
    await officer.page.getByText(/Sin conexión no se pueden mostrar los datos vigentes/).waitFor();
    // The list of disabled ones was kept minutes ago: the verdict says the reprint is not on it.
    await verdictOf(officer, reprint.address, 'Sin conexión: firma válida, no figura como anulado');
    await officer.page.getByText('Carolina', { exact: true }).waitFor();
    expect(officer.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await officer.context.close();

    // The Directorate finds the certificate but no way to correct it, and the API refuses.
    const directorate = await openWatchedPage(browser(), phone, server().baseUrl);
    const board = directorate.page;
    await signInFully(board, server(), '/Login', 'directiva.medicos@aptovial.test');
    await board.goto('/certificados/Buscar-certificados');
    await board.getByLabel(/^Serial del certificado/).fill(serial);
    await board.getByRole('button', { name: 'Buscar', exact: true }).click();
    const refused = await board.request.put('/api/certifields/updatedCertifields', {
      headers: await bearerOf(board),
      data: { id: await idOf(board), names: 'Carolina Andrea' },
    });
    expect(refused.status(), await refused.text()).toBe(403);
    await waitOrExplain(board, actionsOf(board).click());
    await board.getByRole('menuitem', { name: 'Ver / imprimir PDF (A4)' }).waitFor();
    expect(await board.getByRole('menuitem', { name: 'Editar' }).count()).toBe(0);
    await directorate.context.close();
  });
});

/** The signed-in page's session, as its own requests send it. */
async function bearerOf(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  return { authorization: `Bearer ${token}` };
}

/** The certificate's id, as the search answers it to the signed-in Directorate. */
async function idOf(page: Page): Promise<number> {
  const found = await page.request.get(`/api/certifields/search?serial=${serial}`, {
    headers: await bearerOf(page),
  });
  expect(found.status()).toBe(200);
  const body = (await found.json()) as { data: { id: number }[] };
  const id = body.data[0]?.id;
  if (id === undefined) throw new Error(`certificate ${serial} not found by the Directorate`);
  return id;
}
