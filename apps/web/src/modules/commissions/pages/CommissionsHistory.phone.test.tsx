import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { stubViewportWidth } from '../../../test/viewport';
import { commissionOf, history, stubAmounts } from '../testCommissions';
import { CommissionDollarPage } from './commissionPages';

const signInAdmin = () =>
  useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));

describe('Historial de comisiones on a 360 px phone (decision 0068)', { timeout: 20_000 }, () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('shows each commission as a card with its status and facts in sight', async () => {
    restore = stubViewportWidth(360);
    signInAdmin();
    stubAmounts({
      list: history([
        commissionOf({ createdAt: '2026-10-02T14:30:00.000Z' }),
        commissionOf({
          id: 2,
          status: 'inactive',
          dollarPrice: null,
          commissionDollarGeneral: '4.00',
          createdAt: '2026-09-01T14:30:00.000Z',
        }),
      ]),
    });
    renderWithProviders(<CommissionDollarPage />);
    const active = within((await screen.findByText('Vigente')).closest('li') as HTMLElement);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(active.getByText('Comisión (USD)').nextElementSibling?.textContent).toBe('5,00');
    expect(active.getByText('Registrada por').nextElementSibling?.textContent).toBe(
      'admin.medicos@aptovial.test',
    );
    const inactive = within(screen.getByText('Inactiva').closest('li') as HTMLElement);
    expect(inactive.getByText('Precio del dólar').nextElementSibling?.textContent).toBe(
      'Tasa oficial',
    );
    expect(screen.getByText('Página 1 de 1 · 2 comisiones')).toBeInTheDocument();
  });

  it('counts one commission in the singular', async () => {
    signInAdmin();
    stubAmounts();
    renderWithProviders(<CommissionDollarPage />);
    expect(await screen.findByText('Página 1 de 1 · 1 comisión')).toBeInTheDocument();
  });
});
