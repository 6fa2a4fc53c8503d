import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { stubViewportWidth } from '../../../test/viewport';
import { pageOf, userOf, withReference } from '../testUsers';
import { CollegeUsersListPage } from './usersPages';

describe('Lista de usuarios on a 360 px phone (decision 0068)', { timeout: 15_000 }, () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('shows each user as a card with the access switch and the edit action in sight', async () => {
    restore = stubViewportWidth(360);
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'President' }));
    stubApi(withReference(() => pageOf([userOf()])));
    renderWithProviders(<CollegeUsersListPage />);
    const card = within((await screen.findByText('Rondón')).closest('li') as HTMLElement);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByRole('switch', { name: 'Acceso de Luis Rondón' })).toBeVisible();
    expect(card.getByText('Activo')).toBeVisible();
    expect(card.getByRole('button', { name: 'Editar a Luis Rondón' })).toBeVisible();
    expect(card.getByText('Sin acceso todavía')).toBeVisible();
    expect(card.getByText('Mérida')).toBeVisible();
    expect(screen.getByText('Página 1 de 1 · 1 usuario')).toBeInTheDocument();
  });
});
