import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatchedPage } from './support/browser';
import { typeDay } from './support/dates';
import { browserAndServer, dismissDialog, signInFully } from './support/journey';

const running = browserAndServer({ beforeAll, afterAll });

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 740 };
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

type NewUser = { email: string; dni: string; names: string; lastNames: string };

/** Fills "Crear usuario" as an officer does and waits for the success toast. */
async function createUser(page: Page, user: NewUser, role: string, state: string) {
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Correo electrónico/).fill(user.email);
  await form.getByLabel(/^Cédula/).fill(user.dni);
  await form.getByLabel(/^Género/).selectOption('M');
  await form.getByLabel(/^Nombres/).fill(user.names);
  await form.getByLabel(/^Apellidos/).fill(user.lastNames);
  await form.getByLabel(/^Teléfono principal/).fill('0414-5551234');
  await form.getByLabel(/^Rol/).selectOption({ label: role });
  await form.getByLabel(/^Estado/).selectOption({ label: state });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Usuario creado').waitFor();
  await form.waitFor({ state: 'detached' });
}

/** Flips a row's access switch and confirms the question. */
async function toggleAccess(page: Page, user: NewUser) {
  await page.getByRole('switch', { name: `Acceso de ${user.names} ${user.lastNames}` }).click();
  await page.getByRole('button', { name: 'Sí, cambiar' }).click();
}

describe('people: users and their access', () => {
  it('the college Admin creates a President; a second active one in the state is refused', async () => {
    const { page, context, consoleErrors } = await openWatchedPage(
      running.browser(),
      desktop,
      running.server().baseUrl,
    );
    await signInFully(page, running.server(), '/Login', 'admin.medicos@aptovial.test');
    await sidebar(page).getByRole('button', { name: 'Ajustes' }).click();
    await sidebar(page).getByRole('link', { name: 'Lista de usuarios' }).click();
    await page.waitForURL('**/ajustes/Lista-usuarios');

    const first = {
      email: 'presidenta.lara@aptovial.test',
      dni: '15111222',
      names: 'Beatriz',
      lastNames: 'Colmenares',
    };
    const second = {
      email: 'presidente.lara@aptovial.test',
      dni: '15333444',
      names: 'Ramón',
      lastNames: 'Escalona',
    };
    await createUser(page, first, 'Presidente', 'Lara');
    await toggleAccess(page, first);
    await page.getByText('Estado del usuario actualizado a : Inactivo').waitFor();
    await createUser(page, second, 'Presidente', 'Lara');

    // Lara now has an active President: the first one may not be activated again.
    await toggleAccess(page, first);
    await dismissDialog(page, 'Solo puede haber un presidente con acceso activo por estado.');
    const firstAccess = page.getByRole('switch', { name: 'Acceso de Beatriz Colmenares' });
    expect(await firstAccess.isChecked()).toBe(false);
    expect(consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });

  it('a nurse-college Directorate user has no Ajustes menu and no access to the users list', async () => {
    const { page, context } = await openWatchedPage(
      running.browser(),
      desktop,
      running.server().baseUrl,
    );
    await signInFully(page, running.server(), '/Login', 'directiva.enfermeras@aptovial.test');
    await sidebar(page).getByRole('link', { name: 'Ver/Crear registros' }).waitFor();
    expect(await sidebar(page).getByRole('button', { name: 'Ajustes' }).count()).toBe(0);
    await page.goto('/ajustes/Lista-usuarios');
    await page.getByText('No tiene permiso', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Crear usuario' }).count()).toBe(0);
    await context.close();
  });

  it('the Admin registers a medic on a phone; an INTT Official finds him by dni and has no Usuarios INTT', async () => {
    const admin = await openWatchedPage(running.browser(), desktop, running.server().baseUrl);
    const { page } = admin;
    await signInFully(page, running.server(), '/Login', 'admin.medicos@aptovial.test');
    await sidebar(page).getByRole('link', { name: 'Ver/Crear registros' }).click();
    await page.waitForURL('**/medicos/Lista-medicos');
    // The form is filled on a phone (decision 0067): the dialog takes the whole screen.
    await page.setViewportSize(phone);
    await page.getByRole('button', { name: 'Crear registro' }).click();
    const form = page.getByRole('dialog', { name: 'Crear registro' });
    await form.getByLabel(/^Tipo(\s*\*)?$/).selectOption({ label: 'Médico' });
    // The demo's Alejandro Mendoza Rivas has this dni: the server refuses it below.
    await form.getByLabel(/^Cédula/).fill('20000001');
    // docs/product/rules.md: name fields keep only letters, accents, ñ and spaces.
    await form.getByLabel(/^Nombres/).fill('Íñigo 2');
    expect(await form.getByLabel(/^Nombres/).inputValue()).toBe('Íñigo ');
    await form.getByLabel(/^Nombres/).fill('Íñigo José');
    await form.getByLabel(/^Apellidos/).fill('Montilla');
    await form.getByLabel(/^Género/).selectOption('M');
    await form.getByLabel(/^Especialidad/).selectOption('Medicina General');
    const number = form.getByRole('group', { name: 'Número de colegio 1' });
    await number.getByLabel(/^Estado/).selectOption({ label: 'Lara' });
    await number.getByLabel(/^Número de colegio(\s*\*)?$/).fill('5123');
    // A day that does not exist stays as typed, with the reason under it.
    const registered = number.getByLabel(/^Fecha de registro/);
    await typeDay(registered, '31/02/1990');
    await number.getByText('31/02/1990 no existe').waitFor();
    expect(await registered.inputValue()).toBe('31/02/1990');
    await typeDay(registered, '11/04/2016');
    // Esc on the open calendar closes the calendar only: the dialog and what was typed stay.
    const solvent = number.getByLabel(/^Solvente hasta/);
    await solvent.click();
    const nextMonth = page.getByRole('button', { name: 'Mes siguiente' });
    await nextMonth.waitFor();
    await solvent.press('Escape');
    await nextMonth.waitFor({ state: 'hidden' });
    expect(await form.isVisible()).toBe(true);
    expect(await form.getByLabel(/^Nombres/).inputValue()).toBe('Íñigo José');
    await typeDay(solvent, '31/12/2099');
    // The server refuses the dni, far above the button: the field comes into view with the focus.
    await form.getByRole('button', { name: 'Guardar registro' }).click();
    const dni = form.getByLabel(/^Cédula/);
    await form.getByRole('alert').filter({ hasText: 'Revise el campo «Cédula»' }).waitFor();
    await form.getByText('Ya existe un registro con esa cédula y nacionalidad.').waitFor();
    expect(await dni.evaluate((field) => field === document.activeElement)).toBe(true);
    const box = await dni.boundingBox();
    expect(box !== null && box.y >= 0 && box.y + box.height <= phone.height).toBe(true);
    await dni.fill('17654321');
    await form.getByRole('button', { name: 'Guardar registro' }).click();
    await page.getByText('Registro creado').waitFor();
    await page.setViewportSize(desktop);
    await page.getByRole('cell', { name: 'Íñigo José', exact: true }).waitFor();
    await admin.context.close();

    const { page: officer, context } = await openWatchedPage(
      running.browser(),
      desktop,
      running.server().baseUrl,
    );
    await signInFully(officer, running.server(), '/inicio-INTT', 'funcionario.intt@aptovial.test');
    expect(await sidebar(officer).getByRole('button', { name: 'Usuarios INTT' }).count()).toBe(0);
    await sidebar(officer).getByRole('link', { name: 'Buscar Médicos' }).click();
    await officer.waitForURL('**/Medicos-INTT/Medicos-INTT');
    await officer.getByRole('textbox', { name: /^Cédula/ }).fill('17654321');
    await officer.getByRole('button', { name: 'Buscar', exact: true }).click();
    await officer.getByText('Íñigo José Montilla').first().waitFor();
    await officer.getByText('Solvente: Sí').first().waitFor();
    await officer.goto('/INTT/Lista-usuarios-INTT');
    await officer.getByText('No tiene permiso', { exact: true }).waitFor();
    await context.close();
  });
});
