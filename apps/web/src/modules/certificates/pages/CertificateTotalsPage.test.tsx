import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { typeDay } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { queryOf, withCertificatesReference } from '../testCertificates';
import { CertificateTotalsPage } from './CertificateTotalsPage';

const counts = {
  total: 42,
  byState: [
    { key: 'VE-L', total: 30 },
    { key: 'VE-M', total: 12 },
  ],
  byGrade: [{ key: '3', total: 42 }],
  byType: [
    { key: 'Renovación', total: 40 },
    { key: 'Especial', total: 2 },
  ],
  byStatus: [
    { key: 'true', total: 41 },
    { key: 'false', total: 1 },
  ],
};

describe('Repotes-totales-certificados', { timeout: 15_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('shows the totals as numbers in tables, filtered by date range and state', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    const calls = stubApi(withCertificatesReference(() => ({ body: { data: counts } })));
    renderWithProviders(<CertificateTotalsPage />);
    expect(await screen.findByText('42', { selector: '[role="status"]' })).toBeInTheDocument();
    const byState = screen.getByRole('table', { name: 'Por estado' });
    expect(await within(byState).findByRole('row', { name: 'Mérida 30' })).toBeInTheDocument();
    const byStatus = screen.getByRole('table', { name: 'Por situación' });
    expect(within(byStatus).getByRole('row', { name: 'Deshabilitado 1' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Por grado' })).getByText('Tercer grado'),
    ).toBeInTheDocument();

    typeDay(screen.getByLabelText('Expedido desde'), '01/01/2024');
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'VE-L' } });
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.url.includes('countCertificates')).at(-1))).toEqual({
        date_range: '2024-01-01,',
        state: 'VE-L',
      }),
    );
  });

  it('tells a non-Admin the report is not theirs', () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'President' }));
    stubApi(withCertificatesReference(() => ({ body: { data: counts } })));
    renderWithProviders(<CertificateTotalsPage />);
    expect(screen.getByText('No tiene permiso')).toBeInTheDocument();
  });
});
