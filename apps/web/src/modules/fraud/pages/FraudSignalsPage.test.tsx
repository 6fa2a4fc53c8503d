import { apiPath, apiPaths } from '@aptovial/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { evidence, signal, thresholds } from '../testFraud';
import { FraudSignalsPage } from './fraudPages';

function stubFraud() {
  return stubApi((call) => {
    const path = new URL(call.url, 'http://x').pathname;
    if (path === apiPaths.fraudSignals) {
      return { body: { data: [signal], total: 1, page: 1, limit: 10 } };
    }
    if (path === apiPath('fraudSignal', { id: 7 })) {
      return { body: { data: { ...signal, certificates: [evidence] } } };
    }
    if (path === apiPaths.fraudThresholds) return { body: { data: thresholds } };
    return { status: 404 };
  });
}

const signInAs = (type: 'medic' | 'INTT', rol: 'Admin' | 'President' | 'Directorate') =>
  useSessionStore.getState().signIn(verifiedSessionOf({ type, rol }));

describe('Señales de fraude', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('lists the signals and opens one with its certificates linked to the certificate list', async () => {
    signInAs('medic', 'Admin');
    stubFraud();
    renderWithProviders(<FraudSignalsPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Ráfaga de certificados de noche')).toBeInTheDocument();
    expect(screen.getByText('Umbrales')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ver la señal 7' }));
    const link = await screen.findByRole('link', { name: '5000001' });
    expect(link.getAttribute('href')).toBe('/certificados/Lista-certificados?paramCert=5000001');
  });

  it('offers no thresholds to a President, and tells another role why', async () => {
    signInAs('medic', 'President');
    stubFraud();
    const { unmount } = renderWithProviders(<FraudSignalsPage />);
    await screen.findByRole('table');
    expect(screen.queryByText('Umbrales')).not.toBeInTheDocument();
    unmount();
    useSessionStore.getState().clear();
    signInAs('medic', 'Directorate');
    renderWithProviders(<FraudSignalsPage />);
    expect(await screen.findByText('Esta página es de los directivos')).toBeInTheDocument();
  });
});
