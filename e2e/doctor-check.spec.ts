import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatchedPage, type WatchedPage } from './support/browser';
import { fillDriver } from './support/certificate-form';
import { browserAndServer, signInFully, waitOrExplain } from './support/journey';
import { phone, sidebar } from './support/navigation';

// Decision 0084: anyone checks whether a medic is registered, solvent and enabled for road
// medicine; the verify page's answer links its issuing doctor there.
const running = browserAndServer({ beforeAll, afterAll });
const desktop = { width: 1280, height: 800 };
// A serial of this journey's own on the demo lot TP-2026-01 (VE-A): others take 1000001 on,
// 1000701 on, 1000800 on and 1000900 on.
const SERIAL = '1000650';

/** The demo medic 10231 (Alejandro Mendoza Rivas, licence MV-0001) issues SERIAL. */
async function issueDemoCertificate() {
  const medic = await openWatchedPage(running.browser(), desktop, running.server().baseUrl);
  const { page } = medic;
  await signInFully(page, running.server(), '/Login', 'director.vial.medicos@aptovial.test');
  await sidebar(page).getByRole('button', { name: 'Certificados' }).click();
  await sidebar(page).getByRole('link', { name: 'Lista de certificados' }).click();
  await page.getByRole('button', { name: 'Emitir certificado' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Serial/).fill(SERIAL);
  await form.getByText(/TP-2026-01.*libre/).waitFor();
  await fillDriver(form, {
    dni: '24680650',
    names: 'Inés',
    lastNames: 'Villarroel Paz',
    birthDay: '03/09/1988',
    place: 'Caracas',
    grade: '2',
    type: 'Primera vez',
  });
  await form.getByRole('button', { name: 'Emitir certificado' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Acciones del certificado ${SERIAL}` }).waitFor();
  await medic.context.close();
}

/** Nothing wider than the phone: no sideways scrolling. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The doctor check's answers the page received, as JSON. */
function doctorAnswers(page: Page) {
  const answers: unknown[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/register/doctorCheck')) answers.push(await response.json());
  });
  return answers;
}

async function expectMendozaEntry({ page }: WatchedPage) {
  const card = page.getByRole('article');
  await waitOrExplain(
    page,
    card.getByRole('heading', { name: 'Alejandro Mendoza Rivas' }).waitFor(),
  );
  const number = card.getByLabel('Número de colegio 10231');
  expect(await number.getByText('Distrito Capital').isVisible()).toBe(true);
  expect(await number.getByText('Sí', { exact: true }).isVisible()).toBe(true);
  expect(await number.getByText('Habilitado · licencia MV-0001').isVisible()).toBe(true);
  // The register's private fields never reach the page: the demo medic's dni and phone.
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('20000001');
  expect(text).not.toContain('0412-5550001');
}

describe('¿Está habilitado este médico?, on a 360 px phone', () => {
  it('goes from a verified certificate to its issuing doctor in the public register', {
    timeout: 180_000,
  }, async () => {
    await issueDemoCertificate();
    const officer = await openWatchedPage(running.browser(), phone, running.server().baseUrl);
    const { page } = officer;
    const answers = doctorAnswers(page);
    await page.goto('/Buscar-certificado-medicos');
    await page.getByRole('textbox', { name: /Serial del certificado/ }).fill(SERIAL);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitOrExplain(page, page.getByRole('heading', { level: 2, name: 'Válido' }).waitFor());
    await page.getByText('Villarroel Paz').first().waitFor();

    await page.getByRole('link', { name: 'Consultar al médico en el registro' }).click();
    await page.waitForURL('**/Consultar-medico?por=licencia&q=MV-0001');
    await page.getByRole('heading', { level: 1, name: '¿Está habilitado este médico?' }).waitFor();
    await expectMendozaEntry(officer);
    expect(await page.getByRole('radio', { name: 'Licencia MV' }).isChecked()).toBe(true);
    // The answer itself carries only the public keys.
    expect(answers).toHaveLength(1);
    const [answer] = answers as { data: Record<string, unknown>[] }[];
    expect(Object.keys(answer?.data[0] ?? {}).sort()).toEqual([
      'lastNames',
      'names',
      'numbers',
      'type',
    ]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(officer.consoleErrors).toEqual([]);
    await officer.context.close();
  });

  it('is linked from the landing page and finds the medic by a name typed without accents', async () => {
    const visitor = await openWatchedPage(running.browser(), phone, running.server().baseUrl);
    const { page } = visitor;
    await page.goto('/');
    await page.getByRole('link', { name: '¿Está habilitado este médico?' }).click();
    await page.waitForURL('**/Consultar-medico');
    await page.getByRole('radio', { name: 'Nombre' }).check();
    await page.getByRole('textbox', { name: 'Nombre y apellido' }).fill('alejandro mendoza');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expectMendozaEntry(visitor);
    expect(new URL(page.url()).search).toBe('?por=nombre&q=alejandro+mendoza');

    // A nurse is never answered: only medics examine drivers.
    await page.getByRole('radio', { name: 'N.º de colegio' }).check();
    await page.getByRole('textbox', { name: 'Número de colegio' }).fill('30115');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Ningún médico del registro coincide con la búsqueda.').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();
  });
});
