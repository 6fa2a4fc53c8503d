import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { typeDay, useEnglishBrowser } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { queryOf, withCertificatesReference } from '../testCertificates';
import { CertificateTotalsPage } from './CertificateTotalsPage';

const counts = { total: 0, byState: [], byGrade: [], byType: [], byStatus: [] };

// docs/product/rules.md: days are typed DD/MM/YYYY whatever the browser's language; the API reads
// ISO.
describe('the date filter of the totals', { timeout: 15_000 }, () => {
  useEnglishBrowser();
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('takes 25/11/2026 typed by keyboard and asks the API for 2026-11-25', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    const calls = stubApi(withCertificatesReference(() => ({ body: { data: counts } })));
    renderWithProviders(<CertificateTotalsPage />);
    const until = await screen.findByLabelText<HTMLInputElement>('Expedido hasta');
    typeDay(until, '25/11/2026');
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.url.includes('countCertificates')).at(-1))).toEqual({
        date_range: ',2026-11-25',
      }),
    );
    expect(until.value).toBe('25/11/2026');
  });
});
