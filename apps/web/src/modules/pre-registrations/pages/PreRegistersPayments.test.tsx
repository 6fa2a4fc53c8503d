import { apiPath, apiPaths, pathTo } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import {
  chargeOf,
  listedRequestOf,
  pathOf,
  queryOf,
  referenceReply,
  signInRoadAdmin,
} from '../testPreRegisters';
import { PreRegistersListPage } from './preRegisterPages';

// Decision 0066: who paid each request, the filter by it, and the payment in the detail.
const rows = [
  listedRequestOf({ id: 21, lastNames: 'Rangel' }),
  listedRequestOf({ id: 22, lastNames: 'Mora', payment: chargeOf() }),
  listedRequestOf({
    id: 23,
    lastNames: 'Pérez',
    payment: chargeOf({
      status: 'failed',
      paymentReference: null,
      message: 'Su banco rechazó el pago por fondos insuficientes.',
    }),
  }),
  listedRequestOf({
    id: 24,
    lastNames: 'Soto',
    payment: chargeOf({ status: 'pending', paymentReference: null, settledAt: null }),
  }),
];

function stubListApi() {
  return stubApi((call) => {
    const path = pathOf(call.url);
    if (path === apiPaths.referenceData) return referenceReply;
    if (path === apiPaths.preRegister) {
      return { body: { data: rows, total: rows.length, page: 1, limit: 10 } };
    }
    const one = rows.find((row) => path === apiPath('preRegisterOne', { id: row.id }));
    return one ? { body: { data: one } } : { status: 404 };
  });
}

const lists = (calls: ApiCall[]) =>
  calls.filter((call) => pathOf(call.url) === apiPaths.preRegister);
const listPath = pathTo('listMedicsVial');
const renderList = (search = '') =>
  renderRoutes([{ path: listPath, element: <PreRegistersListPage /> }], {
    initialPath: `${listPath}${search}`,
  });
const rowOf = (lastNames: string) =>
  within(screen.getByText(lastNames).closest('tr') as HTMLElement);

describe('Lista-preRegistro: the payment of each request', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('shows a payment column: paid, pending, failed or none, beside open or served', async () => {
    signInRoadAdmin();
    stubListApi();
    renderList();
    expect(await screen.findByText('Rangel')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Pago' })).toBeInTheDocument();
    expect(rowOf('Rangel').getByText('Sin pago')).toBeInTheDocument();
    expect(rowOf('Mora').getByText('Pagada')).toBeInTheDocument();
    // A declined attempt no longer reads like a plain open request.
    expect(rowOf('Pérez').getByText('Pago fallido')).toBeInTheDocument();
    expect(rowOf('Pérez').getByText('Abierta')).toBeInTheDocument();
    expect(rowOf('Soto').getByText('Pago pendiente')).toBeInTheDocument();
  });

  it('filters by payment on the server, kept in the address', async () => {
    signInRoadAdmin();
    const calls = stubListApi();
    const { router } = renderList('?payment=failed');
    expect(await screen.findByText('Rangel')).toBeInTheDocument();
    expect(queryOf(lists(calls)[0]?.url)).toMatchObject({ payment: 'failed', page: '1' });
    const select = screen.getByLabelText('Pago') as HTMLSelectElement;
    expect(select.value).toBe('failed');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Todos'],
      ['paid', 'Pagada'],
      ['pending', 'Pago pendiente'],
      ['failed', 'Pago fallido'],
      ['none', 'Sin pago'],
    ]);
    fireEvent.change(select, { target: { value: 'paid' } });
    await waitFor(() => expect(router.state.location.search).toContain('payment=paid'));
    await waitFor(() =>
      expect(queryOf(lists(calls).at(-1)?.url)).toMatchObject({ payment: 'paid', page: '1' }),
    );
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).not.toContain('payment'));
  });

  it("shows a declined payment in the request's detail, and that it may be paid again", async () => {
    signInRoadAdmin();
    stubListApi();
    renderList();
    fireEvent.click(await screen.findByText('Pérez'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Solicitud Nº 23' }));
    const payment = within(await dialog.findByRole('region', { name: 'Pago' }));
    expect(payment.getByText('Bs. 1.520,50')).toBeInTheDocument();
    expect(payment.getByText('Sin referencia')).toBeInTheDocument();
    expect(payment.getByText('0134 · Banesco')).toBeInTheDocument();
    expect(payment.getByText('20/11/2026')).toBeInTheDocument();
    expect(payment.getByText('AV20261120A1B2C3D4E5')).toBeInTheDocument();
    expect(payment.getByText('Pago fallido')).toBeInTheDocument();
    expect(
      payment.getByText('Su banco rechazó el pago por fondos insuficientes.'),
    ).toBeInTheDocument();
    expect(payment.getByText(/el solicitante puede pagarla de nuevo/)).toBeInTheDocument();
  });

  it('shows an approved payment with its reference, and says when there is none', async () => {
    signInRoadAdmin();
    stubListApi();
    renderList();
    fireEvent.click(await screen.findByText('Mora'));
    const paid = within(await screen.findByRole('dialog', { name: 'Solicitud Nº 22' }));
    const payment = within(await paid.findByRole('region', { name: 'Pago' }));
    expect(payment.getByText('000123456789')).toBeInTheDocument();
    expect(payment.getByText('Pagada')).toBeInTheDocument();
    expect(payment.getByText('Pago aprobado por su banco.')).toBeInTheDocument();
    expect(payment.queryByText(/pagarla de nuevo/)).not.toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByText('Rangel'));
    const none = within(await screen.findByRole('dialog', { name: 'Solicitud Nº 21' }));
    expect(await none.findByText('Esta solicitud no se ha cobrado.')).toBeInTheDocument();
  });
});
