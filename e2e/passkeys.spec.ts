import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatchedPage } from './support/browser';
import { browserAndServer, signIn, signInFully, waitOrExplain } from './support/journey';

/** A port free right now: the server must know its own address (PUBLIC_URL) before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// WebAuthn refuses an IP address as relying party: the page is opened on localhost, which is
// also a secure context over plain http, and PUBLIC_URL names that same origin.
let origin = '';
const running = browserAndServer({ beforeAll, afterAll }, async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  return { PORT: String(port), PUBLIC_URL: origin };
});

const DOCTOR = 'director.vial.medicos@aptovial.test';
const desktop = { width: 1280, height: 800 };

describe('passkeys', () => {
  it('adds a passkey from the profile, then signs in with password + passkey', async () => {
    const { page, context, consoleErrors } = await openWatchedPage(
      running.browser(),
      desktop,
      origin,
    );
    // Chromium's virtual authenticator: a platform passkey that always verifies its user.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await signInFully(page, running.server(), '/Login', DOCTOR);
    const userMenu = page.getByRole('button', { name: /^Menú de usuario/ });
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await page.getByRole('heading', { name: 'Llaves de acceso' }).waitFor();
    await page.getByLabel('Nombre de la llave').fill('Portátil de prueba');
    await page.getByRole('button', { name: 'Agregar llave de acceso' }).click();
    const row = page.getByTestId('passkey-row').filter({ hasText: 'Portátil de prueba' });
    await waitOrExplain(page, row.waitFor());
    expect(await row.getByText('Aún sin usar').isVisible()).toBe(true);

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/Login');

    // Password first, then the passkey instead of the e-mailed code.
    await signIn(page, '/Login', DOCTOR);
    await page.waitForURL('**/Verificacion-OTP/login');
    await page.getByRole('button', { name: 'Usar llave de acceso' }).click();
    await waitOrExplain(page, userMenu.waitFor());
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await waitOrExplain(page, row.getByText(/^Último uso:/).waitFor());
    expect(consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});
