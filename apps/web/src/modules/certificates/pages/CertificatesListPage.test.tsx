import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { stubApi } from '../../../test/apiStub';
import { typeDay } from '../../../test/dates';
import { renderRoutes, renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { stubViewportWidth } from '../../../test/viewport';
import {
  certificateOf,
  listCalls,
  pageOf,
  queryOf,
  withCertificatesReference,
} from '../testCertificates';
import { CertificatesListPage } from './certificatesPages';

function signIn(
  type: 'medic' | 'INTT',
  rol: 'Admin' | 'President' | 'Official' | 'VialDirector',
  schoolNumberId: number | null = null,
) {
  useSessionStore
    .getState()
    .signIn(verifiedSessionOf({ type, rol, state: 'VE-L', schoolNumberId }));
}

const disabled = certificateOf({
  id: 502,
  serial: 1501,
  names: 'Ana',
  lastNames: 'Mora',
  status: false,
  reason: 'Error',
});

describe('Lista-certificados', { timeout: 15_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('asks for pages, order and filters, and shows the status badges', async () => {
    signIn('medic', 'Admin');
    const calls = stubApi(withCertificatesReference(() => pageOf([certificateOf(), disabled], 25)));
    renderWithProviders(<CertificatesListPage />);
    const row = (await screen.findByText('Rangel')).closest('tr');
    if (row === null) throw new Error('no row');
    expect(within(row).getByText('Habilitado')).toBeInTheDocument();
    const other = screen.getByText('Mora').closest('tr');
    if (other === null) throw new Error('no row');
    expect(within(other).getByText('Deshabilitado')).toBeInTheDocument();
    expect(await within(row).findByText('Tercer grado')).toBeInTheDocument();
    expect(queryOf(listCalls(calls)[0])).toEqual({
      page: '1',
      limit: '10',
      order_by: 'createdAt',
      order_direction: 'desc',
    });
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)).page).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Serial' }));
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1))).toMatchObject({
        page: '1',
        order_by: 'serial',
        order_direction: 'asc',
      }),
    );
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'VE-M' } });
    typeDay(screen.getByLabelText('Expedido desde'), '01/01/2024');
    fireEvent.change(screen.getByLabelText('Grado'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'Especial' } });
    fireEvent.change(screen.getByLabelText('Situación'), { target: { value: 'false' } });
    fireEvent.change(screen.getByLabelText('Número de TP'), { target: { value: 'TP-9' } });
    // Two letters: the box says what it needs and the list is not asked for them.
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'Mo' } });
    expect(
      screen.getByText('Escriba al menos 3 letras para buscar por nombre'),
    ).toBeInTheDocument();
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)).numberTP).toBe('TP-9'));
    expect(queryOf(listCalls(calls).at(-1)).paramCert).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'Mora' } });
    expect(
      screen.queryByText('Escriba al menos 3 letras para buscar por nombre'),
    ).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Especialidad del médico'), {
      target: { value: 'Medicina General' },
    });
    expect(screen.queryByLabelText('Solo los que emití')).not.toBeInTheDocument(); // the Admin issues as no one
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1))).toEqual({
        page: '1',
        limit: '10',
        order_by: 'serial',
        order_direction: 'asc',
        state: 'VE-M',
        date_range: '2024-01-01,',
        grade: '4',
        typeCertifields: 'Especial',
        status: 'false',
        numberTP: 'TP-9',
        paramCert: 'Mora',
        specialty: 'Medicina General',
      }),
    );
  });

  it('offers a doctor with a college number only the certificates they issued', async () => {
    signIn('medic', 'VialDirector', 31);
    const calls = stubApi(withCertificatesReference(() => pageOf([certificateOf()])));
    renderWithProviders(<CertificatesListPage />);
    await screen.findByText('Rangel');
    fireEvent.click(screen.getByLabelText('Solo los que emití'));
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1))).toMatchObject({ allCertificates: 'false' }),
    );
    fireEvent.click(screen.getByLabelText('Solo los que emití'));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)).allCertificates).toBeUndefined());
  });

  it('disables a certificate only with a reason, and sends it', async () => {
    signIn('medic', 'President');
    const calls = stubApi(
      withCertificatesReference((call) =>
        call.method === 'PUT'
          ? { body: { data: certificateOf({ status: false }) } }
          : pageOf([certificateOf()]),
      ),
    );
    renderWithProviders(<CertificatesListPage />);
    expect(screen.queryByLabelText('Estado')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Acciones del certificado 1500' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deshabilitar' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Deshabilitar el certificado 1500')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Deshabilitar certificado' }));
    expect(
      await dialog.findByText('Explique el motivo (al menos 5 caracteres)'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.change(dialog.getByLabelText(/^Motivo/), {
      target: { value: 'Datos del titular errados' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Deshabilitar certificado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({
      url: '/api/certifields/disableCertifields/501',
      body: { reason: 'Datos del titular errados' },
    });
    expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Certificado deshabilitado' });
  });

  it('lets INTT read and print, but not issue, edit or disable', async () => {
    signIn('INTT', 'Official');
    stubApi(withCertificatesReference(() => pageOf([certificateOf(), disabled])));
    renderWithProviders(<CertificatesListPage />);
    await screen.findByText('Rangel');
    expect(screen.getByLabelText('Estado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Emitir certificado' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Acciones del certificado 1500' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Ver / imprimir PDF (A4)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Deshabilitar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    // The reports are the college's: INTT gets neither the Excel nor the printed report.
    expect(screen.queryByRole('button', { name: 'Exportar a Excel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir reporte' })).not.toBeInTheDocument();
  });

  it("prints the report of the list's filters as a PDF", async () => {
    signIn('medic', 'Admin');
    const calls = stubApi(withCertificatesReference(() => pageOf([certificateOf()])));
    const opened = vi.fn((_url: string) => ({}) as Window);
    vi.stubGlobal('open', opened);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: vi.fn() }),
    );
    renderWithProviders(<CertificatesListPage />);
    await screen.findByText('Rangel');
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'VE-L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir reporte' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:report', '_blank'));
    const report = calls.find((call) => call.url.startsWith('/api/certifields/reports/pdf'));
    expect(report?.url).toContain('state=VE-L');
    expect(alertsMock.errorAlert).not.toHaveBeenCalled();
  });
  it('on a 360 px phone folds the filters behind "Filtros (n)" so the rows come first', async () => {
    signIn('medic', 'Admin');
    const restore = stubViewportWidth(360);
    try {
      const calls = stubApi(withCertificatesReference(() => pageOf([certificateOf()])));
      // A shared link: the list opens with the filters it names.
      renderRoutes([{ path: '/', element: <CertificatesListPage /> }], {
        initialPath: '/?state=VE-M&grade=4&status=false&page=2&order_by=serial',
      });
      expect(await screen.findByText('Rangel')).toBeInTheDocument();
      expect(queryOf(listCalls(calls).at(-1))).toMatchObject({
        page: '2',
        order_by: 'serial',
        state: 'VE-M',
        grade: '4',
        status: 'false',
      });
      const button = screen.getByRole('button', { name: 'Filtros (3)' });
      expect(screen.queryByRole('combobox', { name: 'Grado' })).not.toBeInTheDocument();
      expect(screen.queryByRole('searchbox', { name: 'Buscar' })).not.toBeInTheDocument();
      fireEvent.click(button);
      const grade = await screen.findByRole('combobox', { name: 'Grado' });
      fireEvent.change(grade, { target: { value: '' } });
      expect(await screen.findByRole('button', { name: 'Filtros (2)' })).toBeInTheDocument();
      await waitFor(() => expect(queryOf(listCalls(calls).at(-1)).grade).toBeUndefined());
      expect(queryOf(listCalls(calls).at(-1)).page).toBe('1');
    } finally {
      restore();
    }
  });
});
