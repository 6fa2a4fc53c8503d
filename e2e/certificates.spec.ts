import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatchedPage } from './support/browser';
import { fillDriver } from './support/certificate-form';
import { browserAndServer, signInFully } from './support/journey';
import { openOnPhone, printedQrAddress } from './support/printout';

const running = browserAndServer({ beforeAll, afterAll });
const desktop = { width: 1280, height: 800 };
const SERIAL = '2000001';
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

async function openCertificates(page: Page, item: string) {
  await sidebar(page).getByRole('button', { name: 'Certificados' }).click();
  await sidebar(page).getByRole('link', { name: item }).click();
}

const verify = (address: string) =>
  openOnPhone(running.browser(), running.server().baseUrl, address);

describe('certificates: a lot, an issue, its printout and anyone checking it', () => {
  it('issues on a new lot, prints, verifies valid, then disabled, and a tampered QR as forged', async () => {
    const admin = await openWatchedPage(running.browser(), desktop, running.server().baseUrl);
    await signInFully(admin.page, running.server(), '/Login', 'admin.medicos@aptovial.test');
    await openCertificates(admin.page, 'Lotes de certificados');
    await admin.page.getByRole('button', { name: 'Crear lote' }).click();
    const lotForm = admin.page.getByRole('dialog');
    await lotForm.getByLabel(/^Estado/).selectOption({ label: 'Distrito Capital' });
    await lotForm.getByLabel(/^Número inicial/).fill(SERIAL);
    await lotForm.getByLabel(/^Número final/).fill('2000050');
    await lotForm.getByLabel(/^Número de TP/).fill('TP-E2E-01');
    await lotForm.getByRole('button', { name: 'Guardar lote' }).click();
    await admin.page.getByText('TP-E2E-01').first().waitFor();
    await admin.context.close();

    // The demo VialDirector is medic 20000001, college number 10231 of Distrito Capital.
    const medic = await openWatchedPage(running.browser(), desktop, running.server().baseUrl);
    const { page } = medic;
    await signInFully(page, running.server(), '/Login', 'director.vial.medicos@aptovial.test');
    await openCertificates(page, 'Lista de certificados');
    await page.getByRole('button', { name: 'Emitir certificado' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(/^Serial/).fill(SERIAL);
    await form.getByText(/TP-E2E-01.*libre/).waitFor();
    // Signed in with their own college number, the medic issues as it: nothing to pick.
    await form.getByText(/Emite con su propio número de colegio/).waitFor();
    await fillDriver(form, {
      dni: '24681357',
      names: 'Carolina',
      lastNames: 'Briceño Peña',
      birthDay: '17/05/1990',
      place: 'Caracas',
      grade: '2',
      type: 'Primera vez',
    });
    await form.getByRole('button', { name: 'Emitir certificado' }).click();
    await form.waitFor({ state: 'detached' });
    const actions = page.getByRole('button', { name: `Acciones del certificado ${SERIAL}` });
    await actions.waitFor();

    await actions.waitFor();
    const address = await printedQrAddress(page, SERIAL);

    const officer = await verify(address);
    await officer.page.getByRole('heading', { name: 'Válido' }).waitFor();
    await officer.page.getByText('Carolina').first().waitFor();
    expect(officer.consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);

    await actions.click();
    await page.getByRole('menuitem', { name: 'Deshabilitar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Motivo/).fill('Serial reportado como extraviado');
    await dialog.getByRole('button', { name: 'Deshabilitar certificado' }).click();
    await dialog.waitFor({ state: 'detached' });
    await officer.page.reload();
    await officer.page.getByRole('heading', { name: 'Deshabilitado' }).waitFor();
    expect(await officer.page.getByText('extraviado').count()).toBe(0);
    await officer.context.close();

    // One changed letter in the signed payload: never valid.
    const [base, proof = ''] = address.split('#');
    const flipped = proof[10] === 'A' ? 'B' : 'A';
    const tampered = `${base}#${proof.slice(0, 10)}${flipped}${proof.slice(11)}`;
    const forged = await verify(tampered);
    await forged.page
      .getByRole('heading', { name: 'Firma inválida: este certificado es falso' })
      .waitFor();
    expect(await forged.page.getByRole('heading', { name: 'Válido' }).count()).toBe(0);
    await forged.context.close();
    await medic.context.close();
  });
});
