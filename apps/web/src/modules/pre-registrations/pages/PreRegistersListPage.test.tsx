import { apiPath, apiPaths, pathTo } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, stubApi } from '../../../test/apiStub';
import { typeDay } from '../../../test/dates';
import { stubDownloads } from '../../../test/downloads';
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

const served = listedRequestOf({
  id: 13,
  names: 'Ana',
  lastNames: 'Mora',
  certificateId: 900,
  servedAt: '2026-11-21T15:00:00.000Z',
  payment: chargeOf(),
});

function stubListApi() {
  return stubApi((call) => {
    const path = pathOf(call.url);
    if (path === apiPaths.referenceData) return referenceReply;
    if (path === apiPaths.preRegister) {
      return { body: { data: [listedRequestOf(), served], total: 25, page: 1, limit: 10 } };
    }
    if (path === apiPaths.preRegisterXlsx) return { body: 'xlsx' };
    if (path === apiPath('preRegisterOne', { id: 13 })) return { body: { data: served } };
    return { status: 404 };
  });
}

const lists = (calls: ApiCall[]) =>
  calls.filter((call) => pathOf(call.url) === apiPaths.preRegister);
const listPath = pathTo('listMedicsVial');

function renderList(search = '') {
  return renderRoutes([{ path: listPath, element: <PreRegistersListPage /> }], {
    initialPath: `${listPath}${search}`,
  });
}

describe('Lista-preRegistro (listMedicsVial)', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetAlertsMock();
  });

  it('asks for the newest requests first and shows open and served ones', async () => {
    signInRoadAdmin();
    const calls = stubListApi();
    renderList();
    expect(await screen.findByText('Rangel')).toBeInTheDocument();
    expect(queryOf(lists(calls)[0]?.url)).toEqual({
      page: '1',
      limit: '10',
      order_by: 'createdAt',
      order_direction: 'desc',
    });
    const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
    expect(within(row('Rangel')).getByText('Abierta')).toBeInTheDocument();
    expect(within(row('Mora')).getByText('Atendida')).toBeInTheDocument();
    expect(within(row('Rangel')).getByText('Mérida')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3 · 25 solicitudes')).toBeInTheDocument();
  });

  it('keeps its filters, order and page in the address, and exports what it shows', async () => {
    signInRoadAdmin();
    const calls = stubListApi();
    const { saved } = stubDownloads();
    const { router } = renderList('?status=open&grade=3');
    expect(await screen.findByText('Rangel')).toBeInTheDocument();
    expect(queryOf(lists(calls)[0]?.url)).toMatchObject({ status: 'open', grade: '3' });
    expect((screen.getByLabelText('Estatus') as HTMLSelectElement).value).toBe('open');

    const municipality = screen.getByLabelText('Municipio') as HTMLSelectElement;
    expect(municipality).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'VE-L' } });
    await waitFor(() => expect(municipality).toBeEnabled());
    expect([...municipality.options].map((option) => option.text)).toEqual([
      'Todos',
      'Alberto Adriani',
      'Andrés Bello',
    ]);
    fireEvent.change(municipality, { target: { value: '1201' } });
    fireEvent.change(screen.getByLabelText('Tipo de certificado'), {
      target: { value: 'Renovación' },
    });
    typeDay(screen.getByLabelText('Recibida desde'), '01/11/2026');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: 'open',
        grade: '3',
        state: 'VE-L',
        municipality: '1201',
        typeCertifields: 'Renovación',
        date_range: '2026-11-01,',
      }),
    );
    await waitFor(() =>
      expect(queryOf(lists(calls).at(-1)?.url)).toMatchObject({
        state: 'VE-L',
        municipality: '1201',
        date_range: '2026-11-01,',
      }),
    );

    // Another state drops the municipality that belonged to the first one.
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'VE-M' } });
    await waitFor(() => expect(router.state.location.search).toContain('state=VE-M'));
    expect(router.state.location.search).not.toContain('municipality');

    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Apellidos' }));
    await waitFor(() => expect(router.state.location.search).toContain('order_by=lastNames'));
    expect(queryOf(lists(calls).at(-1)?.url)).toMatchObject({
      order_by: 'lastNames',
      order_direction: 'asc',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = calls.find((call) => pathOf(call.url) === apiPaths.preRegisterXlsx);
    expect(queryOf(exported?.url)).toEqual({
      status: 'open',
      grade: '3',
      state: 'VE-M',
      typeCertifields: 'Renovación',
      date_range: '2026-11-01,',
    });
  });

  it("opens a request's detail from its row", async () => {
    signInRoadAdmin();
    const calls = stubListApi();
    renderList();
    // A click anywhere on the row; by keyboard, its "Ver" button.
    expect(await screen.findByRole('button', { name: 'Ver la solicitud 13' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Mora'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Solicitud Nº 13' }));
    expect(await dialog.findByText('luis@example.com')).toBeInTheDocument();
    expect(dialog.getByText('0414-1234567')).toBeInTheDocument();
    expect(dialog.getByText('Alberto Adriani, Mérida')).toBeInTheDocument();
    expect(dialog.getByText(/^Tercer grado .*, Cuarto grado /)).toBeInTheDocument();
    expect(dialog.getByText(/^Atendida el 21\/11\/2026 11:00/)).toBeInTheDocument();
    expect(calls.some((call) => pathOf(call.url) === apiPath('preRegisterOne', { id: 13 }))).toBe(
      true,
    );
  });

  it('tells an Admin of another module why, asking for no request', async () => {
    signInRoadAdmin({ type: 'medic' });
    const calls = stubListApi();
    renderList();
    expect(await screen.findByText('No tiene permiso')).toBeInTheDocument();
    expect(lists(calls)).toEqual([]);
  });
});
