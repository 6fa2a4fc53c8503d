import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, apiError, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { lotOf, lotsPageOf, queryOf, withLotsReference } from '../testLots';
import { LotsListPage } from './lotsPages';

const lists = (calls: ApiCall[]) =>
  calls.filter((call) => /^\/api\/certifieldLotes(\?|$)/.test(call.url));

function signIn(rol: 'Admin' | 'President', type: 'medic' | 'nurse' = 'medic') {
  useSessionStore.getState().signIn(verifiedSessionOf({ type, rol, state: 'VE-L' }));
}

describe('lista-de-lotes', { timeout: 15_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('lists lots by initial number, descending, with usage; sorts and filters', async () => {
    signIn('Admin');
    const calls = stubApi(withLotsReference(() => lotsPageOf([lotOf()], 12)));
    renderWithProviders(<LotsListPage />);
    const row = (await screen.findByText('TP-0042')).closest('tr');
    if (row === null) throw new Error('no row');
    expect(within(row).getByText('250 usados · 750 libres')).toBeInTheDocument();
    expect(await within(row).findByText('Mérida')).toBeInTheDocument();
    expect(queryOf(lists(calls)[0])).toEqual({
      page: '1',
      limit: '10',
      order_by: 'initialNumber',
      order_direction: 'desc',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Creado' }));
    await waitFor(() =>
      expect(queryOf(lists(calls).at(-1))).toMatchObject({
        order_by: 'createdAt',
        order_direction: 'asc',
      }),
    );
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'VE-M' } });
    fireEvent.change(screen.getByLabelText('Número de TP'), { target: { value: 'TP-9' } });
    await waitFor(() =>
      expect(queryOf(lists(calls).at(-1))).toMatchObject({
        state: 'VE-M',
        numberTP: 'TP-9',
        page: '1',
      }),
    );
  });

  it('creates a lot and shows LOT_OVERLAP under the initial number', async () => {
    signIn('Admin');
    const overlap = [{ field: 'initialNumber', message: 'Se cruza con el lote 1001–2000 (VE-L)' }];
    const calls = stubApi(
      withLotsReference((call) =>
        call.method === 'GET' ? lotsPageOf([]) : apiError('LOT_OVERLAP', { errors: overlap }),
      ),
    );
    renderWithProviders(<LotsListPage />);
    expect(await screen.findByText(/Pulse «Crear lote»/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Crear lote' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('option', { name: 'Mérida' });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar lote' }));
    expect(await dialog.findByText('Indique el número de TP')).toBeInTheDocument();

    fireEvent.change(dialog.getByLabelText(/^Estado/), { target: { value: 'VE-L' } });
    fireEvent.change(dialog.getByLabelText(/^Número inicial/), { target: { value: '15a00' } });
    fireEvent.change(dialog.getByLabelText(/^Número final/), { target: { value: '1999' } });
    fireEvent.change(dialog.getByLabelText(/^Número de TP/), { target: { value: 'TP-0050' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar lote' }));

    expect(await dialog.findByText('Se cruza con el lote 1001–2000 (VE-L)')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Número inicial/).getAttribute('aria-invalid')).toBe('true');
    const save = calls.find((call) => call.method === 'POST');
    expect(save).toMatchObject({ url: '/api/certifieldLotes/createCertifieldLotes' });
    expect(save?.body).toEqual({
      state: 'VE-L',
      initialNumber: 1500,
      finalNumber: 1999,
      numberTP: 'TP-0050',
    });
    expect(alertsMock.errorAlert).not.toHaveBeenCalled();
  });

  it('gives a President no create or edit, and a nurse account a reason instead of a table', async () => {
    signIn('President');
    stubApi(withLotsReference(() => lotsPageOf([lotOf()])));
    const { unmount } = renderWithProviders(<LotsListPage />);
    await screen.findByText('TP-0042');
    expect(screen.queryByRole('button', { name: 'Crear lote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar el lote/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Estado')).not.toBeInTheDocument();
    unmount();
    signIn('President', 'nurse');
    renderWithProviders(<LotsListPage />);
    expect(screen.getByText(/son del Colegio de Médicos/)).toBeInTheDocument();
  });

  it('shows a lot’s certificates in a modal', async () => {
    signIn('President');
    stubApi(
      withLotsReference((call) =>
        call.url.startsWith('/api/certifieldLotes/listCertifields')
          ? lotsPageOf([])
          : lotsPageOf([lotOf()]),
      ),
    );
    renderWithProviders(<LotsListPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ver certificados del lote 1001–2000' }),
    );
    expect(
      await screen.findByText('Ningún serial de este lote se ha usado todavía.'),
    ).toBeInTheDocument();
  });
});
