import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../apps/api/src/test/xlsx';
import { apiPaths } from '../packages/shared/src/api-paths';
import { openWatchedPage } from './support/browser';
import { caracasDay, type Driver, fillDriver, issueAndWait } from './support/certificate-form';
import { browserAndServer, signInFully, waitOrExplain } from './support/journey';
import { collapseOpened, goByMenu } from './support/navigation';
import { numberPerTry } from './support/per-try';

// Decisions 0035 and 0036: one doctor records a driver "No apto", another doctor (another
// college number) is warned on the issue form and issues anyway, and the fraud report shows it.
const running = browserAndServer({ beforeAll, afterAll });
const desktop = { width: 1280, height: 800 };
// apps/api/src/seeds/demo-registers.ts: José issues in the college as number 10231; the
// road-medicine Admin Gabriela issues on the road as her own number 10388 (both VE-A).
const FIRST_DOCTOR = 'director.vial.medicos@aptovial.test';
const SECOND_DOCTOR = 'admin.vial@aptovial.test';
// The college Admin reads every state's signals, whichever channel issued the certificate.
const READER = 'admin.medicos@aptovial.test';
const UNFIT_KIND = 'Conductor certificado tras ser declarado no apto';
const attempt = numberPerTry();
/**
 * A driver of this try: vitest's retry runs again on the same server and database, and a driver
 * fixed when the file loads gave the retry two "No apto" rows of the first try's driver.
 */
const driverOfThisTry = (): Driver => ({
  dni: String(27_000_000 + attempt()),
  names: 'Wilmer',
  lastNames: 'Quintero Lugo',
  birthDay: '21/02/1988',
  place: 'Operativo La Guaira',
  grade: '3',
  type: 'Primera vez',
});

async function signedIn(loginPath: string, email: string) {
  const person = await openWatchedPage(running.browser(), desktop, running.server().baseUrl);
  await signInFully(person.page, running.server(), loginPath, email);
  return person;
}

/**
 * The menu's link to `path`. A click made just after sign-in was now and then lost here (5 runs
 * in 16 on a slower machine): it fell while the Certificados group was still opening, which
 * `goByMenu` now waits out.
 */
async function openFromMenu(page: Page, link: string, path: string) {
  await goByMenu(page, link, 'Certificados');
  await waitOrExplain(page, page.waitForURL(`**${path}`, { timeout: 15_000 }));
}

/** The server's answer to the page's next POST to `path`. */
const answerToPost = (page: Page, path: string) =>
  page.waitForResponse(
    (response) => response.url().endsWith(path) && response.request().method() === 'POST',
  );

/** Registrar No apto: the driver, the grade asked for and the private reason; the finding's id. */
async function recordUnfit(page: Page, driver: Driver): Promise<number> {
  await openFromMenu(page, 'Registrar No apto', '/certificados/Registrar-no-apto');
  await waitOrExplain(
    page,
    page.getByRole('heading', { name: 'Nuevo registro de No apto' }).waitFor(),
  );
  await page.getByLabel(/^Nacionalidad/).selectOption('V');
  await page.getByLabel(/^Cédula/).fill(driver.dni);
  await page.getByLabel(/^Grado solicitado/).selectOption(driver.grade);
  await page.getByLabel(/^Motivo/).fill('Agudeza visual insuficiente para tercer grado');
  const answer = answerToPost(page, apiPaths.unfitFindings);
  await page.getByRole('button', { name: 'Registrar No apto' }).click();
  const created = (await (await waitOrExplain(page, answer)).json()) as { data: { id: number } };
  await waitOrExplain(page, page.getByText('No apto registrado').waitFor());
  const row = page.getByRole('row').filter({ hasText: `V-${driver.dni}` });
  await waitOrExplain(page, row.getByText('Agudeza visual insuficiente').waitFor());
  expect(await row.getByRole('cell', { name: driver.grade, exact: true }).count()).toBe(1);
  return created.data.id;
}

/** The road issue form warns of the other doctor's finding; the doctor examines and issues. */
async function issueDespiteWarning(page: Page, driver: Driver): Promise<string> {
  await openFromMenu(page, 'Lista de certificados', '/Medicos-Vial/Lista-Certificados-viales');
  await page.getByRole('button', { name: 'Emitir certificado' }).first().click();
  const form = page.getByRole('dialog');
  await waitOrExplain(page, form.getByText(/libre/).first().waitFor());
  const serial = await form.getByLabel(/^Serial/).inputValue();
  expect(serial).toMatch(/^\d+$/);
  await fillDriver(form, driver);
  const warning = form.getByRole('alert').filter({ hasText: 'Conductor registrado como NO APTO' });
  await waitOrExplain(page, warning.waitFor());
  expect(await warning.innerText()).toContain(
    `Otro médico registró a este conductor como NO APTO para el grado ${driver.grade} el ${caracasDay()}.`,
  );
  // The date only: the reason stays with the doctor who wrote it.
  expect(await form.getByText('Agudeza visual').count()).toBe(0);
  await issueAndWait(page, form, serial);
  return serial;
}

/**
 * Clicks Recalcular and waits for the server's answer, so that a failure says what it answered.
 * A run in progress answers ran=false at once ("intente en un momento"): the person clicks again.
 * CI once saw no "Revisión hecha" toast within 30 s on PGlite: the click on Recalcular was lost
 * while Umbrales was still opening (reproduced in 1 of 12 clicks on loaded cores, 0 of 24 once
 * `collapseOpened` waits for it).
 */
async function recalculate(page: Page) {
  for (let click = 1; ; click += 1) {
    const answer = answerToPost(page, apiPaths.fraudRecalc);
    await page.getByRole('button', { name: 'Recalcular' }).click();
    const response = await waitOrExplain(page, answer);
    const body = await response.text();
    expect(response.status(), body).toBe(200);
    if ((JSON.parse(body) as { data: { ran: boolean } }).data.ran) return;
    expect(click, `still another run in progress: ${body}`).toBeLessThan(3);
    await page.getByText('Otra revisión está en curso').waitFor({ state: 'detached' });
  }
}

/**
 * Señales de fraude: Recalcular (under Umbrales), then the afterUnfit row of this finding for that
 * doctor (a retry's first try may have left a signal of its own finding).
 */
async function recalculateAndFind(page: Page, findingId: number) {
  await openFromMenu(page, 'Señales de fraude', '/reportes/senales-de-fraude');
  await page.getByRole('heading', { name: 'Señales de fraude' }).waitFor();
  await page.getByRole('button', { name: 'Umbrales' }).click();
  await collapseOpened(page, page.getByRole('button', { name: 'Recalcular' }));
  await recalculate(page);
  await waitOrExplain(page, page.getByText(/^Revisión hecha: \d+ señal(es)? nuevas?$/).waitFor());
  const row = page
    .getByRole('row')
    .filter({ hasText: UNFIT_KIND })
    .filter({ hasText: /Gabriela Morales/ })
    .filter({ has: page.getByRole('cell', { name: `hallazgo-${findingId}`, exact: true }) });
  await waitOrExplain(page, row.waitFor());
  return row;
}

describe('a driver found unfit, certified by another doctor, and the fraud report', () => {
  it('records No apto, warns the second doctor, who issues, and the Admin finds the signal', {
    timeout: 150_000,
  }, async () => {
    const driver = driverOfThisTry();
    const first = await signedIn('/Login', FIRST_DOCTOR);
    const findingId = await recordUnfit(first.page, driver);
    expect(first.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await first.context.close();

    const second = await signedIn('/inicio-Medico-Vial', SECOND_DOCTOR);
    const serial = await issueDespiteWarning(second.page, driver);
    expect(second.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await second.context.close();

    const reader = await signedIn('/Login', READER);
    const { page } = reader;
    const row = await recalculateAndFind(page, findingId);
    await row.getByRole('button', { name: /^Ver la señal \d+$/ }).click();
    const evidence = page.getByRole('dialog', { name: 'Certificados de la señal' });
    const link = evidence.getByRole('link', { name: serial, exact: true });
    await waitOrExplain(page, link.waitFor());
    expect(await link.getAttribute('href')).toContain(`paramCert=${serial}`);
    const certificate = evidence.getByRole('row').filter({ hasText: serial });
    expect(await certificate.innerText()).toContain(`V-${driver.dni} ${driver.names}`);
    await page.keyboard.press('Escape');
    await evidence.waitFor({ state: 'detached' });

    // Exportar a Excel: the browser receives the file from an object URL.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar a Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    const rows = await readSheet(file);
    expect(rows[0]).toContain('Señal');
    const found = rows.filter((cells) => cells.includes(UNFIT_KIND));
    expect(found.some((cells) => cells.some((cell) => /Gabriela Morales/.test(cell)))).toBe(true);
    expect(reader.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await reader.context.close();
    // Step "another state's reader does not see it": every demo reader is of VE-A or national
    // (apps/api/src/seeds/demo-users.ts); the API test of fraud covers the other state.
  });
});
