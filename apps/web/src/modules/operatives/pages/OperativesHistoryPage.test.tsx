import { apiPaths, pathTo } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, stubApi } from '../../../test/apiStub';
import { typeDay } from '../../../test/dates';
import { stubDownloads } from '../../../test/downloads';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { callsTo, pathOf, queryOf, recordApi } from '../testOperativeRecord';
import { OperativesHistoryPage } from './OperativesHistoryPage';

const PAGE = pathTo('record');
const lists = (calls: ApiCall[]) => callsTo(calls, apiPaths.operativeHistory);
const detailsCalls = (calls: ApiCall[]) => callsTo(calls, '/api/operationals/operationalDetails/5');

function signIn(rol: 'VialDirector' | 'Admin', type: 'medicVial' | 'medic' = 'medicVial') {
  useSessionStore
    .getState()
    .signIn(verifiedSessionOf({ type, rol, state: 'VE-L', schoolNumberId: 31 }));
}

function renderRecord(search = '') {
  return renderRoutes([{ path: PAGE, element: <OperativesHistoryPage /> }], {
    initialPath: `${PAGE}${search}`,
  });
}

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

describe('Operativos · listado (record)', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetAlertsMock();
  });

  it("shows a doctor's operatives as people read them, newest first", async () => {
    signIn('VialDirector');
    const calls = stubApi(recordApi());
    renderRecord();
    expect(await screen.findByText('Plaza Bolívar de El Vigía')).toBeInTheDocument();
    expect(queryOf(lists(calls)[0])).toEqual({
      page: '1',
      limit: '10',
      order_by: 'createdAt',
      order_direction: 'desc',
    });
    const row = rowOf('Plaza Bolívar de El Vigía');
    expect(row.getByText('05/03/2099 al 06/03/2099')).toBeInTheDocument();
    expect(row.getByText('Pendiente')).toBeInTheDocument();
    expect(row.getByText('Alberto Adriani')).toBeInTheDocument();
    expect(await row.findByText('Mérida')).toBeInTheDocument();
    expect(row.getByText('Bs. 1.520,50')).toBeInTheDocument();
    expect(row.getByText('42')).toBeInTheDocument();
    expect(row.getByText('Bs. 3.041,00')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Fechas',
      'Estatus',
      'Municipio',
      'Lugar',
      'Precio',
      'Solicitantes',
      'Certificados',
      'Recaudado',
      'Acciones',
    ]);
    // A doctor's operatives are of their own state: no state filter, no doctor column.
    expect(screen.queryByLabelText('Estado')).not.toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1 · 1 operativo')).toBeInTheDocument();
  });

  it("gives the Admin everyone's operatives, filtered, sorted and exported as shown", async () => {
    signIn('Admin');
    const calls = stubApi(recordApi());
    const { saved } = stubDownloads();
    const { router } = renderRecord('?status=Pending');
    expect(await screen.findByText('Carmen Quintero')).toBeInTheDocument();
    expect(queryOf(lists(calls)[0])).toMatchObject({ status: 'Pending' });
    const status = screen.getByLabelText('Estatus') as HTMLSelectElement;
    expect([...status.options].map((option) => option.text)).toEqual([
      'Todos',
      'Pendiente',
      'En progreso',
      'Finalizado',
      'Cancelado',
      'Reagendado',
    ]);
    const address = () => router.state.location.search;
    fireEvent.change(await screen.findByLabelText('Estado'), { target: { value: 'VE-M' } });
    await waitFor(() => expect(address()).toContain('state=VE-M'));
    typeDay(screen.getByLabelText('Inicio desde'), '01/03/2099');
    await waitFor(() => expect(address()).toContain('date_range=2099-03-01'));
    const wanted = { status: 'Pending', state: 'VE-M', date_range: '2099-03-01,' };
    await waitFor(() => expect(queryOf(lists(calls).at(-1))).toMatchObject(wanted));

    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Estatus' }));
    await waitFor(() => expect(address()).toContain('order_by=status'));
    await waitFor(() => expect(queryOf(lists(calls).at(-1))).toMatchObject({ order_by: 'status' }));

    fireEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(queryOf(callsTo(calls, apiPaths.operativeHistoryXlsx)[0])).toEqual(wanted);
  });

  it('opens an operative from its row and from a link, with all it holds', async () => {
    signIn('VialDirector');
    const calls = stubApi(recordApi());
    const { router } = renderRecord();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver el operativo 5' }));
    await waitFor(() => expect(router.state.location.search).toBe('?operativo=5'));
    const drawer = within(await screen.findByRole('dialog', { name: 'Operativo Nº 5' }));
    const map = await drawer.findByRole('link', { name: 'Ver en el mapa (OpenStreetMap)' });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=8.6167&mlon=-71.65#map=17/8.6167/-71.65',
    );
    expect(drawer.getByText('Coordenadas: 8,6167; -71,65')).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Ver los solicitantes' }).getAttribute('href')).toBe(
      `${pathTo('listPreRegister')}?operativo=5`,
    );
    expect(
      drawer.getByRole('link', { name: 'Ver los pagos del operativo' }).getAttribute('href'),
    ).toBe(`${pathTo('listPaymentC2p')}?operativo=5`);
    expect(await drawer.findByText('Primera vez: 1')).toBeInTheDocument();
    expect(drawer.getByText('Renovación: 1')).toBeInTheDocument();
    expect(drawer.getByText('USD 5,00 × 304,10 Bs/USD (tasa del 01/03/2099)')).toBeInTheDocument();
    expect(drawer.getByText('V-14555666 · carmen@example.com')).toBeInTheDocument();
    expect(drawer.getByText('Nº de colegio 4521 · Nº de habilitado H-204')).toBeInTheDocument();
    // Its money: collected so far, and what it owes the college in dollars and bolívares.
    const money = within(drawer.getByRole('region', { name: 'Dinero del operativo' }));
    expect(money.getByText('Recaudado').nextElementSibling?.textContent).toBe('Bs. 3.041,00');
    expect(await money.findByText('USD 3,00')).toBeInTheDocument();
    expect(
      money.getByText(
        'Bs. 912,30 · USD 1,50 por certificado × 304,10 Bs/USD (tasa del 01/03/2099)',
      ),
    ).toBeInTheDocument();
    expect(queryOf(callsTo(calls, apiPaths.operativeCommission)[0])).toEqual({ id: '5' });

    fireEvent.click(drawer.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('cancels with an observation only, then asks the list and the details again', async () => {
    signIn('VialDirector');
    const calls = stubApi(recordApi());
    renderRecord('?operativo=5');
    const drawer = within(await screen.findByRole('dialog', { name: 'Operativo Nº 5' }));
    fireEvent.click(await drawer.findByRole('button', { name: 'Cancelar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar operativo' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar operativo' }));
    expect(
      await dialog.findByText('Indique el motivo de la cancelación (mínimo 5 caracteres)'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    const listsBefore = lists(calls).length;
    const detailsBefore = detailsCalls(calls).length;
    fireEvent.change(dialog.getByLabelText(/Motivo de la cancelación/), {
      target: { value: 'Lluvias fuertes en la zona' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar operativo' }));
    await waitFor(() => expect(alertsMock.toast).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect(pathOf(put)).toBe('/api/operationals/cancelOperative/5');
    expect(put?.body).toEqual({ observation: 'Lluvias fuertes en la zona' });
    expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Operativo cancelado' });
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(detailsCalls(calls).length).toBeGreaterThan(detailsBefore));
  });

  it('tells a session of another module why, asking for no operative', async () => {
    signIn('Admin', 'medic');
    const calls = stubApi(recordApi());
    renderRecord();
    expect(await screen.findByText('Esta página es de Medicina Vial')).toBeInTheDocument();
    expect(lists(calls)).toEqual([]);
  });
});
