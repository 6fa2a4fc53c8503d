import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatchedPage, type WatchedPage } from './support/browser';
import { caracasDay, issueAndWait } from './support/certificate-form';
import { typeDay } from './support/dates';
import { browserAndServer, signInFully, waitOrExplain } from './support/journey';
import { APPROVING_PHONE, PAYMENT_KEY, setCommission } from './support/money';
import { goByMenu } from './support/navigation';
import { numberPerTry } from './support/per-try';
import { type Applicant, fillRequest, sendRequest } from './support/request-form';
import { startTileServer, type TileServer } from './support/tile-server';

// A field laptop: the map and the list side by side; the list is then worked on a phone.
const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 740 };
let tiles: TileServer | undefined;
const running = browserAndServer({ beforeAll, afterAll }, async () => {
  tiles = await startTileServer();
  return { MAP_TILE_URL: tiles.url, MAP_TILE_ATTRIBUTION: 'Teselas de prueba' };
});
afterAll(async () => tiles?.close());

const attempt = numberPerTry();
const applicantNumber = (n: number): Applicant => ({
  dni: `2${n}${String(attempt()).padStart(6, '0')}`,
  names: n === 1 ? 'Luisa Fernanda' : 'José Gregorio',
  lastNames: n === 1 ? 'Márquez Ávila' : 'Peña Ibarra',
  birthDay: '14/02/1985',
  email: `aspirante.${n}.${attempt()}@correo.test`,
  phone: '0412-5550101',
  state: 'Distrito Capital',
  municipality: 'Libertador',
  grades: ['Tercer grado (vehículos hasta 4.500 kg)'],
  type: 'Primera vez',
});
const recipient = () => `alcaldia.${attempt()}@correo.test`;

async function signedIn(loginPath: string, email: string): Promise<WatchedPage> {
  const watched = await openWatchedPage(running.browser(), desktop, running.server().baseUrl);
  await signInFully(watched.page, running.server(), loginPath, email);
  return watched;
}

async function fileRequest(applicant: Applicant): Promise<number> {
  const person = await openWatchedPage(running.browser(), desktop, running.server().baseUrl);
  await person.page.goto('/solicitar-certificado');
  await fillRequest(person.page, applicant);
  const { id } = await sendRequest(person.page, running.server().smtp, applicant.email);
  await person.context.close();
  return id;
}

/** Crear operativo: Libertador today, the pin put with a click on the map (local tiles). */
async function createOperative(page: Page) {
  await goByMenu(page, 'Crear operativo', 'Operativos');
  await page.getByLabel(/^Estado/).selectOption({ label: 'Distrito Capital' });
  await page.getByLabel(/^Municipio/).selectOption({ label: 'Libertador' });
  await waitOrExplain(page, page.getByText(/Solicitudes abiertas: \d+/).waitFor());
  await page.getByLabel(/^Lugar/).fill('Plaza Bolívar de Caracas, frente a la catedral');
  const map = page.locator('.leaflet-container');
  await waitOrExplain(page, map.waitFor());
  await map.click({ position: { x: 200, y: 150 } });
  await expect.poll(() => page.getByLabel(/^Latitud/).inputValue()).not.toBe('');
  expect(tiles?.requested()).toBeGreaterThan(0);
  // The pin typed by hand wins: the Plaza Bolívar.
  await page.getByLabel(/^Latitud/).fill('10,5061');
  await page.getByLabel(/^Longitud/).fill('-66,9146');
  await typeDay(page.getByLabel(/^Fecha de inicio/), caracasDay());
  await typeDay(page.getByLabel(/^Fecha final/), caracasDay());
  const recipients = page.getByRole('combobox', { name: /^Avisar también a/ });
  await recipients.fill(recipient());
  await recipients.press('Enter');
  await waitOrExplain(page, page.getByText(/^Bs\. 200,00 · USD 5,00 × 40,00/).waitFor());
  await page.getByRole('button', { name: 'Crear operativo' }).click();
  await waitOrExplain(page, page.getByRole('heading', { name: 'Operativos' }).waitFor());
}

/** The operative's details (the newest row), and one of its actions confirmed. */
async function act(page: Page, action: string, confirm: string, done: string) {
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('button', { name: confirm }).click();
  await waitOrExplain(page, page.getByText(done).first().waitFor());
}

async function charge(page: Page, asked: Applicant) {
  await page.getByRole('link', { name: `Cobrar a ${nameOf(asked)}` }).click();
  await page.getByLabel(/^Teléfono del pagador/).fill(APPROVING_PHONE);
  await page.getByLabel(/^Banco del pagador/).selectOption('134');
  await page.getByLabel(/^Clave de pago/).fill(PAYMENT_KEY);
  await page.getByRole('button', { name: 'Cobrar Bs. 200,00' }).click();
  await waitOrExplain(page, page.getByText('Aprobado').first().waitFor());
  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await waitOrExplain(page, page.getByText('Pagado', { exact: true }).first().waitFor());
}

const nameOf = (asked: Applicant) => `${asked.names} ${asked.lastNames}`;

/** The issue form opened from the list (filled from the request), issued on the offered serial. */
async function issueOpened(page: Page, asked: Applicant): Promise<string> {
  const form = page.getByRole('dialog');
  // The offer, not a lot check's "· libre": that one may be of a serial cached from before.
  await waitOrExplain(
    page,
    form
      .getByText(/Siguiente serial libre/)
      .first()
      .waitFor(),
  );
  expect(await form.getByLabel(/^Cédula(\s*\*)?$/).inputValue()).toBe(asked.dni);
  const serialField = form.getByLabel(/^Serial/);
  // As a person waits for the cursor: the modal puts it in the serial once open, and keys typed
  // elsewhere before that would land in the serial.
  await expect
    .poll(() => serialField.evaluate((field) => field === document.activeElement), {
      timeout: 10_000,
    })
    .toBe(true);
  const serial = await serialField.inputValue();
  const due = form.getByLabel(/^Fecha de vencimiento/);
  // Suggested from the grade and the age (third grade, 41 years old: five years at most).
  expect(await due.inputValue()).toBe(caracasDay(5));
  await typeDay(due, caracasDay(5));
  expect(await due.inputValue()).toBe(caracasDay(5));
  expect(await serialField.inputValue()).toBe(serial);
  await issueAndWait(page, form, serial);
  await page.keyboard.press('Escape');
  await waitOrExplain(page, page.getByText(`Certificado ${serial}`).first().waitFor());
  return serial;
}

describe('field operatives: plan, announce, start, charge, issue, finish', () => {
  it('a doctor plans a day in Libertador, charges one applicant, issues two, closes the books', async () => {
    const college = await signedIn('/Login', 'admin.medicos@aptovial.test');
    await setCommission(college.page);
    const first = applicantNumber(1);
    const second = applicantNumber(2);
    await fileRequest(first);
    await fileRequest(second);

    const doctor = await signedIn('/inicio-Medico-Vial', 'director.vial@aptovial.test');
    const page = doctor.page;
    await createOperative(page);

    // Announced by e-mail, through the outbox, to the applicants of the town and the recipient.
    const smtp = running.server().smtp;
    const notice = await smtp.waitFor(first.email, (m) => /Plaza Bolívar/.test(m.text), 30_000);
    expect(notice.text).toContain('200,00');
    await smtp.waitFor(recipient(), (m) => /Plaza Bolívar/.test(m.text), 30_000);

    // Started on its day, from its details.
    await page
      .getByRole('button', { name: /^Ver el operativo/ })
      .first()
      .click();
    await act(page, 'Iniciar', 'Sí, iniciar', 'Operativo iniciado');
    await page.getByRole('dialog').getByRole('link', { name: 'Ver los solicitantes' }).click();
    await waitOrExplain(
      page,
      page.getByRole('heading', { name: 'Solicitantes del operativo' }).waitFor(),
    );

    // At the table, on a phone: each applicant a card, status and action in sight.
    await page.setViewportSize(phone);
    const unpaidCard = page.getByRole('listitem').filter({ hasText: nameOf(second) });
    await waitOrExplain(page, unpaidCard.getByText('Pendiente de pago').waitFor());
    expect(
      await unpaidCard.getByRole('link', { name: `Cobrar a ${nameOf(second)}` }).isVisible(),
    ).toBe(true);
    // The first applicant pays at the table.
    await charge(page, first);
    // The second (first in the list) has not paid: Emitir asks first, and no form opens until
    // the doctor charges or says why it goes without payment (decision 0065).
    await page.getByRole('button', { name: `Emitir el certificado de ${nameOf(second)}` }).click();
    const step = page.getByRole('dialog');
    await waitOrExplain(page, step.getByText(`${nameOf(second)} no ha pagado`).waitFor());
    expect(await step.getByRole('link', { name: 'Cobrar primero' }).isVisible()).toBe(true);
    expect(await step.getByLabel(/^Serial/).count()).toBe(0);
    await step.getByRole('radio', { name: 'Exonerado del pago' }).check();
    await step.getByRole('button', { name: 'Emitir sin pago' }).click();
    await waitOrExplain(page, step.getByText('Se emitirá sin pago · Exonerado del pago').waitFor());
    const unpaidSerial = await issueOpened(page, second);
    // Issued: its printout offered at once, and from its card.
    await waitOrExplain(page, page.getByRole('button', { name: 'Imprimir (A4)' }).waitFor());
    const servedCard = page.getByRole('listitem').filter({ hasText: nameOf(second) });
    await waitOrExplain(
      page,
      servedCard.getByText(`Certificado ${unpaidSerial} · sin pago`).waitFor(),
    );
    expect(
      await servedCard
        .getByRole('button', { name: `Imprimir el certificado de ${nameOf(second)}` })
        .isVisible(),
    ).toBe(true);
    // The next one without a certificate is offered to the keyboard: Enter opens its form.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Emitir el certificado de ${nameOf(first)}`);
    await page.keyboard.press('Enter');
    await issueOpened(page, first);
    await page.setViewportSize(desktop);

    // Finished: the totals frozen, and nothing more accepted.
    await goByMenu(page, 'Operativos', 'Operativos');
    await page
      .getByRole('button', { name: /^Ver el operativo/ })
      .first()
      .click();
    await act(page, 'Finalizar', 'Sí, finalizar', 'Operativo finalizado');
    const details = page.getByRole('dialog');
    await waitOrExplain(page, details.getByText('2 emitidos').first().waitFor());
    await waitOrExplain(page, details.getByText('Bs. 200,00').first().waitFor());
    expect(await details.getByRole('button', { name: 'Cancelar', exact: true }).count()).toBe(0);
    expect(await details.getByRole('button', { name: 'Reagendar', exact: true }).count()).toBe(0);
    const id = Number(
      (await details.getByRole('heading', { name: /Operativo Nº/ }).innerText()).match(/\d+/)?.[0],
    );
    const refused = await page.evaluate(async (operative) => {
      const xsrf = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
      const call = (path: string, body: object) =>
        fetch(path, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${sessionStorage.getItem('token')}`,
            'x-xsrf-token': decodeURIComponent(xsrf),
          },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, code: (await r.json()).error }));
      return [
        await call(`/api/operationals/cancelOperative/${operative}`, {
          observation: 'Lluvia fuerte',
        }),
        await call(`/api/operationals/rescheduledOperative/${operative}`, {
          startDate: '2099-01-01',
          endDate: '2099-01-01',
        }),
      ];
    }, id);
    expect(refused).toEqual([
      { status: 409, code: 'OPERATIVE_STATUS_CONFLICT' },
      { status: 409, code: 'OPERATIVE_STATUS_CONFLICT' },
    ]);

    for (const watched of [college, doctor]) {
      expect(watched.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      await watched.context.close();
    }
  }, 240_000);
});
