import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { certificateOf, listCalls, queryOf, withCertificatesReference } from '../testCertificates';
import { CertificatesListPage } from './certificatesPages';

/** A full page of ten, as the API answers a name search counted up to its cap (decision 0033). */
function cappedPage(page: number, total: number) {
  const data = Array.from({ length: 10 }, (_, index) =>
    certificateOf({
      id: page * 100 + index,
      serial: page * 100 + index,
      lastNames: `Mora${index}`,
    }),
  );
  return { body: { data, total, page, limit: 10, totalCapped: true } };
}

describe('Lista-certificados, a name search with more matches than counted', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('says "Más de N resultados" and still offers the pages after the counted ones', async () => {
    useSessionStore
      .getState()
      .signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin', state: 'VE-L' }));
    const calls = stubApi(
      withCertificatesReference((call) => {
        const page = Number(queryOf(call).page ?? '1');
        return cappedPage(page, page === 1 ? 100 : 110);
      }),
    );
    renderWithProviders(<CertificatesListPage />);
    expect(await screen.findByText('Página 1 · Más de 100 resultados')).toBeInTheDocument();
    // 100 counted are ten full pages; more match, so an eleventh page is offered.
    expect(screen.getByRole('button', { name: '11' })).toBeInTheDocument();
    expect(screen.queryByText(/100 certificados/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)).page).toBe('2'));
    expect(await screen.findByText('Página 2 · Más de 110 resultados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '12' })).toBeInTheDocument();
  });
});
