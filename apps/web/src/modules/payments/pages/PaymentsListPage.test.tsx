import { apiPaths, pathTo } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import type { ApiCall } from '../../../test/apiStub';
import { typeDay } from '../../../test/dates';
import { stubDownloads } from '../../../test/downloads';
import { renderRoutes } from '../../../test/render';
import { listedPayments, signInRoad } from '../testPayments';
import { callsTo, queryOf, stubPaymentsApi } from '../testPaymentsApi';
import { PaymentsListPage } from './paymentPages';

function stubList() {
  return stubPaymentsApi({
    list: () => ({
      body: { data: listedPayments(), total: 24, page: 1, limit: 10 },
    }),
  });
}

const lists = (calls: ApiCall[]) => callsTo(calls, apiPaths.chargeC2p);
const PAGE = pathTo('listPaymentC2p');

function renderList(search = '') {
  return renderRoutes([{ path: PAGE, element: <PaymentsListPage /> }], {
    initialPath: `${PAGE}${search}`,
  });
}

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

describe('lista-de-pagos-movil (listPaymentC2p)', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetAlertsMock();
  });

  it('asks for the newest payments first and shows each one as people read it', async () => {
    signInRoad();
    const calls = stubList();
    renderList();
    expect(await screen.findByText('Ana Mora')).toBeInTheDocument();
    expect(queryOf(lists(calls)[0])).toEqual({
      page: '1',
      limit: '10',
      order_by: 'createdAt',
      order_direction: 'desc',
    });
    const used = rowOf('Certificado Nº 1000501');
    expect(used.getByText('Aprobado')).toBeInTheDocument();
    expect(used.getByText('Pago móvil')).toBeInTheDocument();
    expect(used.getByText('0105 · Mercantil')).toBeInTheDocument();
    expect(used.getByText('Bs. 1.520,50')).toBeInTheDocument();
    const charged = rowOf('Ana Mora');
    expect(charged.getByText('Solicitud Nº 12')).toBeInTheDocument();
    expect(charged.getByText('Cobro C2P')).toBeInTheDocument();
    expect(charged.getByText('0412-***9876')).toBeInTheDocument();
    expect(charged.getByText('0134 · Banesco')).toBeInTheDocument();
    // docs/product/entities.md: approved 'Aprobado', refused 'Fallido'; unsettled says so.
    const badges = screen.getAllByText(/^(Aprobado|Pendiente|Fallido)$/, {
      selector: '.mantine-Badge-label',
    });
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Aprobado',
      'Aprobado',
      'Pendiente',
      'Fallido',
    ]);
    expect(screen.getByText('Página 1 de 3 · 24 pagos')).toBeInTheDocument();
  });

  it('keeps its filters and order in the address, and exports what it shows', async () => {
    signInRoad('Admin', null);
    const calls = stubList();
    const { saved } = stubDownloads();
    const { router } = renderList('?status=approved');
    expect(await screen.findByText('Ana Mora')).toBeInTheDocument();
    expect(queryOf(lists(calls)[0])).toMatchObject({ status: 'approved' });
    const status = screen.getByLabelText('Estatus') as HTMLSelectElement;
    expect([...status.options].map((option) => option.text)).toEqual([
      'Todos',
      'Pendiente',
      'Aprobado',
      'Fallido',
    ]);

    // Each filter as a person sets one, the list following before the next.
    const address = () => router.state.location.search;
    const typeFilter = async (label: string, value: string, expected: string) => {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
      await waitFor(() => expect(address()).toContain(expected));
    };
    await typeFilter('Monto', '1520,5', 'amount=1520.50');
    await typeFilter('Teléfono', '4567', 'phone=4567');
    await typeFilter('Referencia', '123456', 'reference=123456');
    // The address changes before the page renders with it: the day's filter is set once the
    // list asked for the reference, or it would be added to the filters of the render before.
    await waitFor(() =>
      expect(queryOf(lists(calls).at(-1))).toMatchObject({ reference: '123456' }),
    );
    typeDay(screen.getByLabelText('Fecha del banco'), '05/03/2024');
    await waitFor(() => expect(address()).toContain('trx_date=2024-03-05'));
    await typeFilter('Tipo de pago', 'mobile', 'method=mobile');
    const wanted = {
      status: 'approved',
      amount: '1520.50',
      phone: '4567',
      reference: '123456',
      trx_date: '2024-03-05',
      method: 'mobile',
    };
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(wanted),
    );
    await waitFor(() => expect(queryOf(lists(calls).at(-1))).toMatchObject(wanted));

    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Monto' }));
    await waitFor(() => expect(router.state.location.search).toContain('order_by=amount'));

    fireEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(queryOf(callsTo(calls, apiPaths.paymentsC2pXlsx)[0])).toEqual(wanted);
  });

  it('says why a typed filter cannot filter, and asks nothing for it', async () => {
    signInRoad();
    const calls = stubList();
    renderList();
    expect(await screen.findByText('Ana Mora')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Referencia'), { target: { value: '12a' } });
    expect(await screen.findByText('La referencia son solo dígitos')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lists(calls).every((call) => !('reference' in queryOf(call)))).toBe(true);
  });

  it('tells a session of another module why, asking for no payment', async () => {
    signInRoad('Admin', null, 'medic');
    const calls = stubList();
    renderList();
    expect(await screen.findByText('Esta página es de Medicina Vial')).toBeInTheDocument();
    expect(lists(calls)).toEqual([]);
  });
});
