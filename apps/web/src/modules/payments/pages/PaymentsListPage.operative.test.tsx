import { apiPath, apiPaths, pathTo } from '@aptovial/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import type { ApiCall } from '../../../test/apiStub';
import { stubDownloads } from '../../../test/downloads';
import { renderRoutes } from '../../../test/render';
import { operativeOf } from '../../../test/roadFixtures';
import { listedPayments, signInRoad } from '../testPayments';
import { callsTo, pathOf, queryOf, stubPaymentsApi } from '../testPaymentsApi';
import { PaymentsListPage } from './paymentPages';

// One day: the caption names a single day.
const operative = operativeOf({ endDate: '2026-03-05' });

const PAGE = pathTo('listPaymentC2p');
const lists = (calls: ApiCall[]) => callsTo(calls, apiPaths.chargeC2p);

function renderList(search: string) {
  const calls = stubPaymentsApi({
    list: () => ({ body: { data: listedPayments(), total: 4, page: 1, limit: 10 } }),
    other: (call) =>
      pathOf(call) === apiPath('operativeDetails', { id: 9 })
        ? { body: { data: operative } }
        : { status: 404 },
  });
  const { router } = renderRoutes([{ path: PAGE, element: <PaymentsListPage /> }], {
    initialPath: `${PAGE}${search}`,
  });
  return { calls, router };
}

describe('lista-de-pagos-movil of an operative (?operativo=, decision 0025)', {
  timeout: 20_000,
}, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks only for its payments, says which operative, and keeps it through filters', async () => {
    signInRoad();
    const { saved } = stubDownloads();
    const { calls, router } = renderList('?operativo=9');
    expect(
      await screen.findByText('Pagos del operativo de Alberto Adriani, 05/03/2026'),
    ).toBeInTheDocument();
    await screen.findByText('Ana Mora');
    expect(queryOf(lists(calls)[0])).toMatchObject({ operative: '9' });
    fireEvent.change(screen.getByLabelText('Estatus'), { target: { value: 'approved' } });
    await waitFor(() =>
      expect(queryOf(lists(calls).at(-1))).toMatchObject({ operative: '9', status: 'approved' }),
    );
    // "Limpiar filtros" clears the person's filters, never the operative.
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe('?operativo=9'));
    expect(queryOf(lists(calls).at(-1))).toMatchObject({ operative: '9' });
    expect(queryOf(lists(calls).at(-1))).not.toHaveProperty('status');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(queryOf(callsTo(calls, apiPaths.paymentsC2pXlsx)[0])).toEqual({ operative: '9' });
  });

  it('lists every payment without an operative, asking for none', async () => {
    signInRoad();
    const { calls } = renderList('');
    await screen.findByText('Ana Mora');
    expect(queryOf(lists(calls)[0])).not.toHaveProperty('operative');
    expect(screen.queryByText(/^Pagos del operativo/)).not.toBeInTheDocument();
    expect(callsTo(calls, apiPath('operativeDetails', { id: 9 }))).toEqual([]);
  });
});
