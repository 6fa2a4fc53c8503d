import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAptoVial } from '../bench/lib/server.mjs';
import { launchBrowser, openWatchedPage, type WatchedPage } from './support/browser';
import { signInFully, waitOrExplain } from './support/journey';
import { qrAddressOf } from './support/pdf';
import { databaseEnv, pgliteTemplate, startServerWithMail } from './support/server-with-mail';

// Decision 0038 as an operator lives it: a certificate is printed, its key leaks, the drill runs
// with the server stopped, and after the restart the old QR asks for a reprint (with and
// without signal) while the new address from the drill's list reads valid.
// The demo lot of VE-A holds 1,000,001 to 1,001,000; on PostgreSQL the journeys share one database,
// so the journey takes the first serial of its tail that no other journey has used.
const FIRST_SERIAL = 1_000_900;
const WITHDRAWN = 'Reimprimir: la clave que firmó este certificado fue retirada';
const ROOT = path.resolve(import.meta.dirname, '..');
type Running = { baseUrl: string; stop(): Promise<void> };
type State = {
  dataDir: string;
  serial: number;
  oldQr: string;
  newQr: string;
  browser?: Browser;
  server?: Running;
};
const state: State = { dataDir: '', serial: FIRST_SERIAL, oldQr: '', newQr: '' };

/** The demo medic issues a free serial through the API with the page's session, and prints it. */
async function issueAndPrint({ page }: WatchedPage): Promise<string> {
  const today = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10); // Caracas
  const payload = {
    serial: state.serial,
    place: 'Caracas',
    expeditionDate: today,
    dueDate: `${Number(today.slice(0, 4)) + 1}-12-31`,
    dni: '24681357',
    names: 'Rosalba',
    lastNames: 'Briceño Peña',
    birthDate: '1990-05-17',
    grade: '2',
    typeCertifields: 'Primera vez',
  };
  const issue = (body: typeof payload) =>
    page.evaluate(async (body) => {
      const xsrf = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
      const token = sessionStorage.getItem('token');
      const response = await fetch('/api/certifields/createCertifields', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-xsrf-token': decodeURIComponent(xsrf),
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json(), token };
    }, body);
  let issued = await issue(payload);
  while (
    issued.status === 409 &&
    issued.body.error === 'SERIAL_TAKEN' &&
    state.serial < 1_001_000
  ) {
    state.serial += 1;
    issued = await issue({ ...payload, serial: state.serial });
  }
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const pdf = await page.request.get(`/api/certifields/${issued.body.data.id}/pdf`, {
    headers: { authorization: `Bearer ${issued.token}` },
  });
  expect(pdf.status()).toBe(200);
  return qrAddressOf(await pdf.body());
}

/** `npm run keys:drill` as the README gives it, with the stopped server's settings. */
async function drill(kid: string, out: string): Promise<string> {
  const env = {
    ...process.env,
    DATA_DIR: state.dataDir,
    NODE_ENV: 'production',
    DATABASE_URL: databaseEnv().DATABASE_URL ?? '',
  };
  const args = ['run', '--silent', 'keys:drill', '-w', 'apps/api', '--', kid, '--out', out];
  const { stdout } = await promisify(execFile)('npm', args, { cwd: ROOT, env });
  return stdout;
}

beforeAll(async () => {
  state.dataDir = await mkdtemp(path.join(tmpdir(), 'aptovial-e2e-drill-'));
  const template = pgliteTemplate();
  if (template) await cp(template, state.dataDir, { recursive: true });
  const dataEnv = { DATA_DIR: state.dataDir };
  // A first start on PGlite (migrations, demo data) took 55 s once on the busy shared cores.
  const [browser, first] = await Promise.all([
    launchBrowser(),
    startServerWithMail(dataEnv, 180_000),
  ]);
  state.browser = browser;
  let kid = '';
  try {
    const medic = await openWatchedPage(browser, { width: 1280, height: 800 }, first.baseUrl);
    await signInFully(medic.page, first, '/Login', 'director.vial.medicos@aptovial.test');
    state.oldQr = await issueAndPrint(medic);
    await medic.context.close();
    const keys = await (await fetch(`${first.baseUrl}/api/certifields/keys`)).json();
    kid = keys.keys[0].kid;
  } finally {
    await first.stop();
  }
  const out = path.join(state.dataDir, 'reimprimir.csv');
  expect(await drill(kid, out)).toContain(`Clave ${kid} retirada`);
  // serial,estado,cedula_titular,fecha_expedicion,url_verificacion_nueva
  const line = new RegExp(`^${state.serial},.*,(http\\S+)`, 'm');
  state.newQr = (await readFile(out, 'utf8')).match(line)?.[1] ?? '';
  expect(state.newQr).toMatch(
    new RegExp(`/Buscar-certificado-medicos\\?serial=${state.serial}#.+`),
  );
  expect(state.newQr).not.toBe(state.oldQr);
  state.server = await startAptoVial({
    readyTimeoutMs: 60_000,
    env: { ...dataEnv, ...databaseEnv() },
  });
}, 300_000);
afterAll(async () => {
  await state.browser?.close();
  await state.server?.stop();
  await rm(state.dataDir, { recursive: true, force: true });
});

/** A phone without a session, on the restarted server. */
function phone(): Promise<WatchedPage> {
  const { browser, server } = state;
  if (!browser || !server) throw new Error('the browser or the server did not start');
  return openWatchedPage(browser, { width: 360, height: 740 }, server.baseUrl);
}

/** Opens a QR's address (offline: from the service worker) and waits for the verdict `title`. */
async function verdict({ page, consoleErrors }: WatchedPage, address: string, title: string) {
  const { pathname, search, hash } = new URL(address);
  await page.goto(`${pathname}${search}${hash}`);
  const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
  await waitOrExplain(page, heading.waitFor());
  expect(await page.getByText(/falsificad|es falso/i).count()).toBe(0);
  expect(consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
}

describe('the key-leak drill at a checkpoint', () => {
  it('reads the old QR as "Reimprimir", not forged, with the record\'s data', async () => {
    const officer = await phone();
    await verdict(officer, state.oldQr, WITHDRAWN);
    await officer.page.getByText('Rosalba').first().waitFor();
    await officer.context.close();
  });

  it("reads the drill list's new QR address as valid", async () => {
    const officer = await phone();
    await verdict(officer, state.newQr, 'Válido');
    await officer.page.getByText('Rosalba').first().waitFor();
    await officer.context.close();
  });

  it('after one visit online, reads the old QR as "Reimprimir" without signal', async () => {
    const officer = await phone();
    await officer.page.goto('/Buscar-certificado-medicos');
    // The worker installs and takes control; the keys (one withdrawn) and the list are kept.
    await officer.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    await waitOrExplain(officer.page, officer.page.getByText(/^Lista de anulados del/).waitFor());
    await officer.context.setOffline(true);
    await verdict(officer, state.oldQr, WITHDRAWN);
    await officer.context.close();
  });
});
