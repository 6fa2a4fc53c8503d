import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { stubDownloads } from '../../../test/downloads';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { userOf, withReference } from '../testUsers';
import { InttUsersSearchPage } from './usersPages';

describe('UsersSearchPage', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does nothing on an empty dni, then finds the accounts of a dni', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'INTT', rol: 'Admin' }));
    const calls = stubApi(withReference(() => ({ body: { data: [userOf({ type: 'INTT' })] } })));
    renderWithProviders(<InttUsersSearchPage />);
    const button = await screen.findByRole('button', { name: 'Buscar' });
    fireEvent.click(button);
    expect(screen.getByText('Escriba una cédula y pulse Buscar.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/search'))).toEqual([]);

    fireEvent.change(screen.getByLabelText('Cédula'), { target: { value: '123' } });
    fireEvent.click(button);
    expect(screen.getByText('La cédula debe tener de 5 a 9 dígitos')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/search'))).toEqual([]);

    fireEvent.change(screen.getByLabelText('Cédula'), { target: { value: '20.111.222' } });
    fireEvent.click(button);
    expect(await screen.findByText('Rondón')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/usersINTT/search?dni=20111222')).toBe(true),
    );

    // The export holds what was found: the report of that dni.
    const { saved } = stubDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(saved).toEqual(['usuarios-20111222.xlsx']));
    expect(calls.at(-1)?.url).toBe('/api/usersINTT/reports/xlsx?dni=20111222');
  });

  it('turns a college session away from the INTT search', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    stubApi(withReference(() => ({ body: { data: [] } })));
    renderWithProviders(<InttUsersSearchPage />);
    expect(await screen.findByText('No tiene permiso')).toBeInTheDocument();
  });
});
