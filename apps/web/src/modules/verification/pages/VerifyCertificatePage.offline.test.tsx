import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY_SET_STORAGE_KEY } from '../check/keySet';
import { DISABLED_LIST_STORAGE_KEY } from '../offline/disabledList';
import {
  createTestKey,
  findVerdict,
  PAGE,
  renderVerifyPage,
  sampleFields,
  stubVerifyApi,
} from './testVerifyPage';

let key: Awaited<ReturnType<typeof createTestKey>>;
let proof: string;
const qrPath = () => `${PAGE}?serial=${sampleFields.serial}#${proof}`;
/** The phone's clock: 28/11/2026 16:00 in Caracas (UTC−4). */
const NOW = new Date('2026-11-28T20:00:00.000Z');

/** A phone that kept the keys and a list of disabled serials (not this one) dated `asOf`. */
function keptFromLastVisit(asOf: string | null) {
  window.localStorage.setItem(KEY_SET_STORAGE_KEY, JSON.stringify({ keys: [key.key] }));
  if (asOf === null) return;
  const list = { asOf, gaps: [sampleFields.serial + 5], corrected: { serials: [], revisions: [] } };
  window.localStorage.setItem(DISABLED_LIST_STORAGE_KEY, JSON.stringify(list));
}

const verdictText = () => screen.getByRole('status').textContent ?? '';

describe('VerifyCertificatePage without signal (decision 0072)', () => {
  beforeAll(async () => {
    key = await createTestKey();
    proof = await key.sign(sampleFields);
  });

  // Only the clock is fixed: the page's requests and React still run on real timers.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('says a QR is not in a list of minutes ago, with its date and time in Caracas', async () => {
    keptFromLastVisit('2026-11-28T18:05:00.000Z');
    stubVerifyApi({ keys: 'offline', live: 'offline' });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('Sin conexión: firma válida, no figura como anulado');
    expect(verdictText()).toContain('No figura como anulado en la lista del 28/11/2026 14:05');
    expect(verdictText()).not.toMatch(/no confirmado/i);
    expect(screen.getByText('José Ángel')).toBeInTheDocument();
  });

  it('calls the status unconfirmed with a list over 7 days old, and says its date', async () => {
    // 7 days and one minute before NOW.
    keptFromLastVisit('2026-11-21T19:59:00.000Z');
    stubVerifyApi({ keys: 'offline', live: 'offline' });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('Sin conexión: firma válida, estado no confirmado');
    expect(verdictText()).toContain('no se pudo confirmar si el certificado sigue vigente');
    expect(verdictText()).toContain(
      'la última lista de anulados de este teléfono es del 21/11/2026 15:59, de hace más de 7 días',
    );
    expect(verdictText()).not.toMatch(/no figura como anulado/i);
  });

  it('calls the status unconfirmed when no list is kept, and says so', async () => {
    keptFromLastVisit(null);
    stubVerifyApi({ keys: 'offline', live: 'offline' });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('Sin conexión: firma válida, estado no confirmado');
    expect(verdictText()).toContain('este teléfono no tiene lista de anulados');
  });

  it('warns on the idle page that a list over 7 days old confirms nothing, in days', async () => {
    keptFromLastVisit('2026-11-18T13:30:00.000Z');
    stubVerifyApi({ live: 'offline' });
    renderVerifyPage();
    expect(
      await screen.findByText(
        'Lista de anulados del 18/11/2026 09:30, hace 10 días: con más de 7 días no confirma el ' +
          'estado de un certificado. Conéctese para actualizarla.',
      ),
    ).toBeInTheDocument();
  });

  it('cannot check a typed serial offline: suggests scanning the QR, and opens the scanner', async () => {
    keptFromLastVisit('2026-11-28T18:05:00.000Z');
    stubVerifyApi({ live: 'offline' });
    renderVerifyPage(`${PAGE}?serial=${sampleFields.serial}`);
    expect(await findVerdict()).toBe('Sin conexión: un serial escrito no se puede verificar');
    expect(verdictText()).toContain('Escanee el código QR impreso en el certificado');
    expect(verdictText()).not.toMatch(/no figura como anulado/i);
    const status = screen.getByRole('status');
    expect(within(status).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    fireEvent.click(within(status).getByRole('button', { name: 'Escanear el QR del certificado' }));
    // The scanner is a chunk of its own, loaded on the first press.
    const scanner = await screen.findByRole(
      'dialog',
      { name: 'Escanear el código QR' },
      { timeout: 4_000 },
    );
    expect(within(scanner).getByText(/Apunte la cámara/)).toBeInTheDocument();
  });
});
