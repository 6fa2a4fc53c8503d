import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatchedPage, type WatchedPage } from './support/browser';
import { browserAndServer, signInFully, waitOrExplain } from './support/journey';
import { goByMenu, phone } from './support/navigation';
import { type Applicant, fillRequest, sendRequest } from './support/request-form';
import { issueFromRequest } from './support/road-issue';

const running = browserAndServer({ beforeAll, afterAll });
const ROAD_LOGIN = '/inicio-Medico-Vial';
const ADMIN = 'admin.vial@aptovial.test';
// The demo VialDirector: issues road certificates as college number 10231 (all grades, all types).
const DOCTOR = 'director.vial@aptovial.test';
// One applicant per attempt: a retried journey would otherwise find its request already open.
const applicant = (attempt = Date.now() % 1_000_000): Applicant => ({
  dni: `27${String(attempt).padStart(6, '0')}`,
  names: 'Luisa Fernanda',
  lastNames: "D'Alessandro Pernía",
  birthDay: '14/02/1996',
  email: `luisa.dalessandro.${attempt}@correo.test`,
  phone: '0414-5557788',
  // The demo road doctor's state: a doctor serves only the requests of their state (decision 0051).
  state: 'Distrito Capital',
  municipality: 'Libertador',
  grades: ['Segundo grado (vehículos hasta 1.500 kg)', 'Tercer grado (vehículos hasta 4.500 kg)'],
  type: 'Primera vez',
});

async function signedInOnPhone(email: string): Promise<WatchedPage> {
  const watched = await openWatchedPage(running.browser(), phone, running.server().baseUrl);
  await signInFully(watched.page, running.server(), ROAD_LOGIN, email);
  return watched;
}

/** Configuraciones: turns the requests' switch to `open` and waits for the server's answer. */
async function setRequestsOpen(page: Page, open: boolean) {
  const toggle = page.getByRole('switch', { name: 'Solicitudes de certificado abiertas' });
  await waitOrExplain(page, toggle.waitFor({ state: 'attached' }));
  if ((await toggle.isChecked()) !== open) await toggle.click();
  const now = open
    ? 'El público puede solicitar certificados ahora.'
    : 'El formulario público dice que las solicitudes están cerradas.';
  await waitOrExplain(page, page.getByText(now).waitFor());
  expect(await toggle.isChecked()).toBe(open);
}

/** Lista-preRegistro's row of request `id`, with its status badge. */
function requestRow(page: Page, id: number): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
}

describe('pre-registrations: the public asks, the road Admin sees it, a doctor serves it', () => {
  // Three people, three browser contexts and two sign-ins with e-mailed codes: about 35 s alone,
  // past a minute when the two shared cores are busy.
  it('at 360 px: requests closed then opened, a request sent and e-mailed, listed, served by a certificate', async () => {
    const asked = applicant();
    const admin = await signedInOnPhone(ADMIN);
    await goByMenu(admin.page, 'Configuraciones');
    await setRequestsOpen(admin.page, false);

    // A person on a phone follows the landing's button: the form says requests are closed.
    const person = await openWatchedPage(running.browser(), phone, running.server().baseUrl);
    await person.page.goto('/');
    await person.page.getByRole('link', { name: 'Solicitar certificado', exact: true }).click();
    await person.page.waitForURL('**/solicitar-certificado');
    await waitOrExplain(person.page, person.page.getByText('Solicitudes cerradas').waitFor());
    expect(await person.page.getByLabel(/^Cédula/).count()).toBe(0);

    await setRequestsOpen(admin.page, true);
    await person.page.reload();
    await fillRequest(person.page, asked);
    // The receipt: the request number (the page shows none), what was sent, what happens next.
    const { id, receipt } = await sendRequest(person.page, running.server().smtp, asked.email);
    expect(id).toBeGreaterThan(0);
    expect(receipt.text).toContain(`V-${asked.dni}`);
    expect(receipt.text).toContain('Qué sigue');

    await goByMenu(admin.page, 'Solicitudes');
    await admin.page.waitForURL('**/Medicos-Vial/Lista-preRegistro');
    // The list's first page was prefetched at sign-in and counts as fresh for 30 s (queryClient's
    // staleTime), from before the request: the Admin refreshes, as one does to see what is new.
    await admin.page.reload();
    const row = requestRow(admin.page, id);
    await waitOrExplain(admin.page, row.getByText('Abierta').waitFor());
    expect(await row.innerText()).toContain(`V-${asked.dni}`);

    const doctor = await signedInOnPhone(DOCTOR);
    const serial = await issueFromRequest(doctor.page, id, asked);
    expect(serial).toMatch(/^\d+$/);

    await admin.page.reload();
    await waitOrExplain(admin.page, requestRow(admin.page, id).getByText('Atendida').waitFor());

    for (const watched of [admin, person, doctor]) {
      expect(watched.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      await watched.context.close();
    }
  }, 150_000);
});
