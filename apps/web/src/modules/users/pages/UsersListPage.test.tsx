import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { pageOf, queryOf, userOf, withReference } from '../testUsers';
import { CollegeUsersListPage, InttUsersListPage } from './usersPages';

const listCalls = (calls: { url: string }[]) =>
  calls.filter((call) => /^\/api\/users(INTT)?(\?|$)/.test(call.url));

describe('UsersListPage', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('lists a page of users and asks for the next page and another order', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'President' }));
    const calls = stubApi(withReference(() => pageOf([userOf()], 25)));
    renderWithProviders(<CollegeUsersListPage />);
    expect(await screen.findByText('Rondón')).toBeInTheDocument();
    expect(screen.getByText('Sin acceso todavía')).toBeInTheDocument();
    expect(screen.getByText('Sin definir')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3 · 25 usuarios')).toBeInTheDocument();
    expect(queryOf(listCalls(calls)[0])).toEqual({
      limit: '10',
      page: '1',
      order_by: 'createdAt',
      order_direction: 'desc',
    });

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)).page).toBe('2'));

    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Cédula' }));
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1))).toMatchObject({
        page: '1',
        order_by: 'dni',
        order_direction: 'asc',
      }),
    );
  });

  it('sends the chosen filters and says when nothing matches', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    const calls = stubApi(withReference(() => pageOf([])));
    renderWithProviders(<CollegeUsersListPage />);
    expect(await screen.findByText(/Todavía no hay usuarios/)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Miranda' });
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'VE-M' } });
    fireEvent.change(screen.getByLabelText('Acceso'), { target: { value: 'inactive' } });
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1))).toMatchObject({ state: 'VE-M', status: 'inactive' }),
    );
    expect(await screen.findByText(/Ningún usuario coincide/)).toBeInTheDocument();
  });

  it('shows the module and creator columns to Admin only', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    stubApi(withReference(() => pageOf([userOf()])));
    const { unmount } = renderWithProviders(<CollegeUsersListPage />);
    expect(await screen.findByRole('columnheader', { name: 'Módulo' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Creado por' })).toBeInTheDocument();
    expect(screen.getByText('Ana María Pérez Díaz')).toBeInTheDocument();
    unmount();

    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'President' }));
    renderWithProviders(<CollegeUsersListPage />);
    await screen.findByText('Rondón');
    expect(screen.queryByRole('columnheader', { name: 'Módulo' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ana María Pérez Díaz')).not.toBeInTheDocument();
  });

  it('tells a role that may not manage users so, and asks the server nothing', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Directorate' }));
    const calls = stubApi(() => ({}));
    renderWithProviders(<CollegeUsersListPage />);
    expect(await screen.findByText('No tiene permiso')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('uses the INTT API, without delete, for the institute', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'INTT', rol: 'Admin' }));
    const calls = stubApi(withReference(() => pageOf([userOf({ type: 'INTT' })])));
    renderWithProviders(<InttUsersListPage />);
    const row = (await screen.findByText('Rondón')).closest('tr');
    if (row === null) throw new Error('no row');
    expect(within(row).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    expect(listCalls(calls)[0]?.url.startsWith('/api/usersINTT?')).toBe(true);
  });

  it('turns a college session away from the INTT list', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    stubApi(() => ({}));
    renderWithProviders(<InttUsersListPage />);
    expect(await screen.findByText('No tiene permiso')).toBeInTheDocument();
  });
});
