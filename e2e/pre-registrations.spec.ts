import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatchedPage, type WatchedPage } from './support/browser';
import { browserAndServer, signInFully, waitOrExplain } from './support/journey';
import { goByMenu, phone } from './support/navigation';
import {
  type Applicant,
  EMPTY_FORM_MESSAGES,
  fillRequest,
  holdChallenge,
  requestReceived,
  tapEmptyRequest,
} from './support/request-form';
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

/**
 * Configuraciones: turns the requests' switch to `open`, confirming when the page asks first,
 * and waits for the server's answer.
 */
async function setRequestsOpen(page: Page, open: boolean) {
  const toggle = page.getByRole('switch', { name: /^Solicitudes de certificado/ });
  await waitOrExplain(page, toggle.waitFor({ state: 'attached' }));
  const now = page.getByText(
    open
      ? 'El público puede solicitar certificados ahora.'
      : 'El formulario público dice que las solicitudes están cerradas.',
  );
  if ((await toggle.isChecked()) !== open) {
    await toggle.click();
    const confirm = page.getByRole('button', {
      name: open ? 'Sí, abrir las solicitudes' : 'Sí, cerrar las solicitudes',
    });
    await waitOrExplain(page, confirm.or(now).first().waitFor());
    if (await confirm.isVisible()) await confirm.click();
  }
  await waitOrExplain(page, now.waitFor());
  expect(await toggle.isChecked()).toBe(open);
}

/** Lista-preRegistro's row of request `id`, with its status badge. */
/** The request's row of the table, or its card on a phone: both carry its "Ver" button. */
function requestRow(page: Page, id: number): Locator {
  const open = page.getByRole('button', { name: `Ver la solicitud ${id}`, exact: true });
  return page.locator('tr, li').filter({ has: open });
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
    // A slow phone: the challenge comes late. The first tap, on the empty form, marks every
    // missing field at once (the first one focused) without waiting for it.
    const releaseChallenge = await holdChallenge(person.page);
    expect(await tapEmptyRequest(person.page)).toBeGreaterThanOrEqual(EMPTY_FORM_MESSAGES.length);
    await fillRequest(person.page, asked, { challenge: false });
    // Tapped before the challenge is solved: the tap is kept and the button says so, busy (a
    // second tap sends nothing); the request goes once the challenge is solved.
    const send = person.page.getByRole('button', { name: 'Enviar solicitud' });
    await send.click();
    const verifying = person.page.getByRole('button', { name: 'Verificando…' });
    await waitOrExplain(person.page, verifying.waitFor());
    expect(await verifying.getAttribute('aria-busy')).toBe('true');
    expect(await verifying.isDisabled()).toBe(true);
    releaseChallenge();
    // The receipt: the request number (the page shows none), what was sent, what happens next.
    const { id, receipt } = await requestReceived(person.page, running.server().smtp, asked.email);
    expect(id).toBeGreaterThan(0);
    expect(receipt.text).toContain(`V-${asked.dni}`);
    expect(receipt.text).toContain('Qué sigue');

    await goByMenu(admin.page, 'Solicitudes');
    await admin.page.waitForURL('**/Medicos-Vial/Lista-preRegistro');
    // The list's first page was prefetched at sign-in and counts as fresh for 30 s (queryClient's
    // staleTime), from before the request: the Admin refreshes, as one does to see what is new.
    await admin.page.reload();
    const row = requestRow(admin.page, id);
    await waitOrExplain(admin.page, row.getByText('Abierta', { exact: true }).waitFor());
    expect(await row.innerText()).toContain(`V-${asked.dni}`);

    const doctor = await signedInOnPhone(DOCTOR);
    const serial = await issueFromRequest(doctor.page, id, asked);
    expect(serial).toMatch(/^\d+$/);

    await admin.page.reload();
    await waitOrExplain(
      admin.page,
      requestRow(admin.page, id).getByText('Atendida', { exact: true }).waitFor(),
    );

    for (const watched of [admin, person, doctor]) {
      expect(watched.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      await watched.context.close();
    }
  }, 150_000);
});
