import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatchedPage } from './support/browser';
import {
  acceptTermsAndCode as acceptTermsAndCodeOn,
  browserAndServer,
  captchaSolved,
  DEMO_PASSWORD,
  dismissDialog,
  openRecovery,
  signIn,
  waitOrExplain,
} from './support/journey';
import { nextCode } from './support/server-with-mail';

const acceptTermsAndCode = (page: Page, email: string) =>
  acceptTermsAndCodeOn(page, running.server(), email);
const dismissError = (page: Page, text: string) => dismissDialog(page, text);

const running = browserAndServer({ beforeAll, afterAll });

const admins = [
  {
    module: 'Colegio',
    loginPath: '/Login',
    email: 'admin.medicos@aptovial.test',
    name: 'Ana Rodríguez',
  },
  {
    module: 'INTT',
    loginPath: '/inicio-INTT',
    email: 'admin.intt@aptovial.test',
    name: 'Pedro Ramírez',
  },
  {
    module: 'Medicina Vial',
    loginPath: '/inicio-Medico-Vial',
    email: 'admin.vial@aptovial.test',
    name: 'Gabriela Morales',
  },
];

describe('an admin of each module signs in, updates a phone and logs out', () => {
  for (const admin of admins) {
    it(`${admin.module}: terms, e-mailed code, name in the top bar, phone, logout to ${admin.loginPath}`, async () => {
      const { page, context, consoleErrors } = await openWatchedPage(
        running.browser(),
        { width: 1280, height: 800 },
        running.server().baseUrl,
      );
      await signIn(page, admin.loginPath, admin.email);
      await acceptTermsAndCode(page, admin.email);

      const userMenu = page.getByRole('button', { name: `Menú de usuario: ${admin.name}` });
      await userMenu.waitFor({ state: 'visible' });
      expect(await page.getByText('Administrador').first().isVisible()).toBe(true);

      await userMenu.click();
      await page.getByRole('menuitem', { name: 'Actualizar datos' }).click();
      await page.getByLabel(/^Teléfono principal/).fill('0412-9876543');
      await page.getByRole('button', { name: 'Guardar teléfonos' }).click();
      await page.getByText('Datos de contacto actualizado con exito').waitFor();

      await userMenu.click();
      await page.getByRole('menuitem', { name: 'Perfil' }).click();
      await page.getByText('0412-9876543').waitFor();

      await userMenu.click();
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
      await page.waitForURL(`**${admin.loginPath}`);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
      expect(consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      await context.close();
    });
  }
});

describe('a protected address opened without a session, then a second tab (decision 0069)', () => {
  it('signs in at the module of the address, returns to it, serves a new tab and signs both out', async () => {
    const email = 'funcionario.intt@aptovial.test';
    const { page, context, consoleErrors } = await openWatchedPage(
      running.browser(),
      { width: 1280, height: 800 },
      running.server().baseUrl,
    );
    const userMenu = (tab: Page) => tab.getByRole('button', { name: /^Menú de usuario/ });

    await page.goto('/Medicos-INTT/Medicos-INTT');
    await page.waitForURL(/\/inicio-INTT\?/);
    await page.getByText('Inicie sesión para continuar').waitFor();
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await acceptTermsAndCode(page, email);
    await page.waitForURL('**/Medicos-INTT/Medicos-INTT');
    await userMenu(page).waitFor();

    // A new tab of the same browser: the open one lends its session, no password nor code asked.
    const second = await context.newPage();
    await second.goto('/certificados/Lista-certificados');
    await waitOrExplain(second, userMenu(second).waitFor());
    expect(new URL(second.url()).pathname).toBe('/certificados/Lista-certificados');

    await userMenu(second).click();
    await second.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await second.waitForURL('**/inicio-INTT');
    // The first tab is signed out with it.
    await page.waitForURL('**/inicio-INTT');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});

describe('a person who forgot the password', () => {
  it('resets it through the e-mailed code and signs in with the new one', async () => {
    // An account no other journey signs in with: on PostgreSQL every journey's server shares one
    // database, so a changed password would lock the others out of it.
    const email = 'presidente.medicos@aptovial.test';
    const { page, context } = await openWatchedPage(
      running.browser(),
      undefined,
      running.server().baseUrl,
    );
    await page.goto('/Login');
    await openRecovery(page);
    await page.getByLabel(/^Correo electrónico/).fill('nadie@aptovial.test');
    await captchaSolved(page);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await dismissError(page, 'No existe un usuario registrado con ese correo');

    // The refused submit spent its challenge: the form solves a new one.
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await captchaSolved(page);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.waitForURL('**/Verificacion-OTP/recovery');
    await page
      .getByLabel(/^Código de verificación/)
      .fill(await nextCode(running.server().smtp, email));
    await page.getByRole('button', { name: 'Verificar código' }).click();

    await page.waitForURL('**/Cambiar-contrasena');
    await page.getByLabel(/^Contraseña nueva/).fill('Presidente-Nueva-2026');
    await page.getByLabel(/^Confirmar contraseña nueva/).fill('Presidente-Nueva-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.waitForURL('**/Login');

    await signIn(page, '/Login', email, DEMO_PASSWORD);
    // docs/product/errors.md: a failed login keeps its error in view on the page.
    await page.getByRole('alert').getByText('Correo o contraseña incorrectos.').waitFor();
    await signIn(page, '/Login', email, 'Presidente-Nueva-2026');
    await acceptTermsAndCode(page, email);
    await page.getByRole('button', { name: 'Menú de usuario: Carlos Pérez' }).waitFor();
    await context.close();
  });
});
