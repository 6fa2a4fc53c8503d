import { apiPath, apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import type { ApiReply } from '../../../test/apiStub';
import { dayFromToday, typeDay } from '../../../test/dates';
import { stubDownloads } from '../../../test/downloads';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { deferred } from '../../../test/waiting';
import { certificateOf, pageOf, queryOf } from '../testCertificates';
import { callsTo, signInRoad, stubRoadApi, updatePathOf } from '../testRoadCertificates';
import { RoadCertificatesListPage } from './certificatesPages';

const lists = (calls: ReturnType<typeof stubRoadApi>) =>
  callsTo(calls, apiPaths.listCertifieldsVial);
const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (row === null) throw new Error(`no row with ${text}`);
  return row;
};
const lastNamesInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[2]?.textContent);

/** Issued a minute ago: its correction window is open (decision 0048). */
const justIssued = () => certificateOf({ createdAt: new Date(Date.now() - 60_000).toISOString() });

async function openActions(serial: number, action: string) {
  fireEvent.click(screen.getByRole('button', { name: `Acciones del certificado ${serial}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
  return within(await screen.findByRole('dialog'));
}

describe('Lista-Certificados-viales', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetAlertsMock();
  });

  it("shows a doctor's own page without doctor filters, and exports its filters", async () => {
    signInRoad();
    const calls = stubRoadApi({ list: () => pageOf([certificateOf()], 25) });
    const { saved } = stubDownloads();
    renderWithProviders(<RoadCertificatesListPage />);
    expect(await screen.findByText('Rangel')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3 · 25 certificados')).toBeInTheDocument();
    expect(queryOf(lists(calls)[0])).toEqual({
      page: '1',
      limit: '10',
      order_by: 'createdAt',
      order_direction: 'desc',
    });
    expect(screen.queryByLabelText('Estado')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Especialidad del médico')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Solo los que emití')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir reporte' })).not.toBeInTheDocument();

    typeDay(screen.getByLabelText('Expedido desde'), '01/01/2024');
    fireEvent.change(screen.getByLabelText('Grado'), { target: { value: '3' } });
    await waitFor(() =>
      expect(queryOf(lists(calls).at(-1))).toMatchObject({ date_range: '2024-01-01,', grade: '3' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queryOf(lists(calls).at(-1)).page).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(callsTo(calls, apiPaths.listCertifieldsVialXlsx)[0]?.url).toBe(
      `${apiPaths.listCertifieldsVialXlsx}?date_range=2024-01-01%2C&grade=3`,
    );
  });

  it('lets the road Admin filter by state, and not issue without a college number', async () => {
    signInRoad('Admin', null);
    const calls = stubRoadApi();
    renderWithProviders(<RoadCertificatesListPage />);
    expect(await screen.findByText('Rangel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Emitir certificado' })).not.toBeInTheDocument();
    expect(within(rowOf('Rangel')).getByText('Mérida')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'VE-M' } });
    await waitFor(() => expect(queryOf(lists(calls).at(-1)).state).toBe('VE-M'));
  });

  it('says why to a session of another module, without asking for the list', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'President' }));
    const calls = stubRoadApi();
    renderWithProviders(<RoadCertificatesListPage />);
    expect(await screen.findByText('No tiene permiso')).toBeInTheDocument();
    expect(lists(calls)).toEqual([]);
  });

  it('puts the issued certificate first at once, before the list is asked again', async () => {
    signInRoad();
    const older = certificateOf({ id: 400, serial: 1400, lastNames: 'Mora' });
    const issued = certificateOf({ id: 900, serial: 1500, lastNames: 'Nuevo' });
    const refreshed = deferred<ApiReply>();
    let afterIssue = false;
    const calls = stubRoadApi({
      list: () => (afterIssue ? refreshed.promise : pageOf([older])),
      write: () => {
        afterIssue = true;
        return { status: 201, body: { data: issued } };
      },
    });
    renderWithProviders(<RoadCertificatesListPage />);
    expect(await screen.findByText('Mora')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Emitir certificado' }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() =>
      expect((dialog.getByLabelText(/^Serial/) as HTMLInputElement).value).toBe('1500'),
    );
    const type = (label: RegExp, value: string) =>
      fireEvent.change(dialog.getByLabelText(label), { target: { value } });
    type(/^Cédula \*?$/, '20111222');
    type(/^Nombres/, 'Luis');
    type(/^Apellidos/, 'Nuevo');
    typeDay(dialog.getByLabelText(/^Fecha de nacimiento/), '10/01/1990');
    type(/^Lugar de expedición/, 'Mérida');
    typeDay(dialog.getByLabelText(/^Fecha de vencimiento/), dayFromToday(2).typed);
    type(/^Grado/, '3');
    type(/^Tipo de certificado/, 'Renovación');
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    expect(await dialog.findByText('Certificado 1500 emitido')).toBeInTheDocument();

    // The list behind the form shows it first while the server is asked again.
    await waitFor(() => expect(lastNamesInOrder()).toEqual(['Nuevo', 'Mora']));
    expect(screen.getByText('Página 1 de 1 · 2 certificados')).toBeInTheDocument();
    await waitFor(() => expect(lists(calls).length).toBe(2));
    refreshed.resolve(pageOf([issued, older]));
    await waitFor(() => expect(lastNamesInOrder()).toEqual(['Nuevo', 'Mora']));
  });

  it('sends only the changed fields of an edit, and the answer replaces the row', async () => {
    signInRoad();
    const calls = stubRoadApi({
      list: () => pageOf([justIssued()]),
      write: () => ({
        body: { data: certificateOf({ lastNames: 'Rangel Soto', occupation: 'Taxista' }) },
      }),
    });
    renderWithProviders(<RoadCertificatesListPage />);
    expect(await screen.findByText('Rangel')).toBeInTheDocument();
    const dialog = await openActions(1500, 'Editar');
    fireEvent.change(dialog.getByLabelText(/^Apellidos/), { target: { value: 'Rangel Soto ' } });
    fireEvent.change(dialog.getByLabelText(/^Ocupación/), { target: { value: 'Taxista' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(callsTo(calls, updatePathOf(501), 'PUT')).toHaveLength(1));
    expect(callsTo(calls, updatePathOf(501), 'PUT')[0]?.body).toEqual({
      lastNames: 'Rangel Soto',
      occupation: 'Taxista',
    });
    expect(await screen.findByText('Rangel Soto')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lists(calls)).toHaveLength(1);
  });

  it('does not send an edit without changes', async () => {
    signInRoad();
    const calls = stubRoadApi({ list: () => pageOf([justIssued()]) });
    renderWithProviders(<RoadCertificatesListPage />);
    expect(await screen.findByText('Rangel')).toBeInTheDocument();
    const dialog = await openActions(1500, 'Editar');
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('disables a certificate only with a reason', async () => {
    signInRoad();
    const calls = stubRoadApi({
      write: () => ({ body: { data: certificateOf({ status: false, reason: 'Datos errados' }) } }),
    });
    renderWithProviders(<RoadCertificatesListPage />);
    expect(await screen.findByText('Rangel')).toBeInTheDocument();
    const dialog = await openActions(1500, 'Deshabilitar');
    fireEvent.click(dialog.getByRole('button', { name: 'Deshabilitar certificado' }));
    expect(
      await dialog.findByText('Explique el motivo (al menos 5 caracteres)'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    fireEvent.change(dialog.getByLabelText(/^Motivo/), { target: { value: 'Datos errados' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Deshabilitar certificado' }));
    const path = apiPath('disableCertifields', { id: 501 });
    await waitFor(() => expect(callsTo(calls, path, 'PUT')).toHaveLength(1));
    expect(callsTo(calls, path, 'PUT')[0]?.body).toEqual({ reason: 'Datos errados' });
  });
});
