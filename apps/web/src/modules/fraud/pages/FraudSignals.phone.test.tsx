import { apiPath, apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { stubViewportWidth } from '../../../test/viewport';
import { evidence, signal, thresholds } from '../testFraud';
import { FraudSignalsPage } from './fraudPages';

/** The signals' API: `total` signals in all (the page holds the one above), `inserted` by a run. */
function stubFraud({ total = 1, inserted = 1 } = {}) {
  return stubApi((call) => {
    const path = new URL(call.url, 'http://x').pathname;
    if (path === apiPaths.fraudSignals)
      return { body: { data: [signal], total, page: 1, limit: 10 } };
    if (path === apiPath('fraudSignal', { id: 7 })) {
      return { body: { data: { ...signal, certificates: [evidence] } } };
    }
    if (path === apiPaths.fraudThresholds) return { body: { data: thresholds } };
    if (path === apiPaths.fraudRecalc) {
      const summary = { ran: true, since: '2026-06-01', found: inserted, inserted, removed: 0 };
      return { body: { data: { ...summary, notified: 0 } } };
    }
    return { status: 404 };
  });
}

const signInAdmin = () =>
  useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));

describe('Señales de fraude on a 360 px phone (decision 0068)', { timeout: 20_000 }, () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('shows each signal as a card, and its certificates as cards too', async () => {
    restore = stubViewportWidth(360);
    signInAdmin();
    stubFraud();
    renderWithProviders(<FraudSignalsPage />);
    const title = await screen.findByText('Ráfaga de certificados de noche');
    const card = within(title.closest('li') as HTMLElement);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('Dr. Irene Blanco · 40000001')).toBeVisible();
    // The state's name, never its code (VE-B), even with the reference data unanswered (404).
    expect(card.getByText('Anzoátegui')).toBeVisible();
    expect(screen.getByText('Página 1 de 1 · 1 señal')).toBeInTheDocument();
    fireEvent.click(card.getByRole('button', { name: 'Ver la señal 7' }));
    const link = await screen.findByRole('link', { name: '5000001' });
    const certificate = within(link.closest('li') as HTMLElement);
    expect(certificate.getByText('V-31000001 Ana Pérez')).toBeVisible();
    expect(certificate.getByText('Activo')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the signals counted', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('reads "señales" past one', async () => {
    signInAdmin();
    stubFraud({ total: 14 });
    renderWithProviders(<FraudSignalsPage />);
    expect(await screen.findByText('Página 1 de 2 · 14 señales')).toBeInTheDocument();
  });

  it.each([
    [1, 'Revisión hecha: 1 señal nueva'],
    [3, 'Revisión hecha: 3 señales nuevas'],
  ])('tells a run that found %i new signals as "%s"', async (inserted, text) => {
    signInAdmin();
    stubFraud({ inserted });
    renderWithProviders(<FraudSignalsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Umbrales' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Recalcular' }));
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({ icon: 'success', title: text }),
    );
  });
});
