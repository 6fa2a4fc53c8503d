import type { certificateCountsSchema } from '@aptovial/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { withCertificatesReference } from '../testCertificates';
import { CertificateTotalsPage } from './CertificateTotalsPage';

// Decision 0087: the college's Reportes show "por vencer en 30 días" by state, as the API counts
// it (enabled certificates due from today to 30 days ahead, whatever the dates asked).
type CertificateCounts = z.infer<typeof certificateCountsSchema>;
const TITLE = 'Por vencer en 30 días, por estado';
const counts: CertificateCounts = {
  total: 42,
  byState: [{ key: 'VE-L', total: 42 }],
  byGrade: [{ key: '3', total: 42 }],
  byType: [{ key: 'Renovación', total: 42 }],
  byStatus: [{ key: 'true', total: 42 }],
  dueSoonByState: [
    { key: 'VE-M', total: 9 },
    { key: 'VE-L', total: 3 },
  ],
};

function showTotals(answer: CertificateCounts) {
  useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
  stubApi(withCertificatesReference(() => ({ body: { data: answer } })));
  renderWithProviders(<CertificateTotalsPage />);
}

describe('Repotes-totales-certificados: por vencer en 30 días', { timeout: 15_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('shows each state’s number of certificates expiring within 30 days, as bars and a table', async () => {
    showTotals(counts);
    const table = within(await screen.findByRole('table', { name: TITLE }));
    expect(await table.findByRole('row', { name: 'Miranda 9' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Mérida 3' })).toBeInTheDocument();
    expect(table.getAllByRole('row')).toHaveLength(3);
    const section = screen.getByRole('region', { name: TITLE });
    expect(within(section).getByText('Miranda · 9')).toBeInTheDocument();
    // The range's totals are not mixed in: Mérida's 42 stays in "Por estado".
    expect(within(section).queryByText(/42/)).not.toBeInTheDocument();
  });

  it('says there are none when nothing expires within 30 days', async () => {
    showTotals({ ...counts, dueSoonByState: [] });
    const section = await screen.findByRole('region', { name: TITLE });
    expect(within(section).getByText('Sin certificados')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('leaves the chart out when a server before it answers without the figure', async () => {
    const { dueSoonByState: _left, ...older } = counts;
    showTotals(older);
    expect(await screen.findByRole('table', { name: 'Por estado' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });
});
