import { apiPaths, type PreRegistration } from '@aptovial/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import type { ApiCall, ApiReply } from '../../../test/apiStub';
import { dayFromToday, typeDay } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { RoadCertificatesListPage } from '../pages/certificatesPages';
import { certificateOf } from '../testCertificates';
import { callsTo, signInRoad, stubRoadApi } from '../testRoadCertificates';

// A request of the public, as searchPreRegister and getOneItemSearch answer it.
const request: PreRegistration = {
  id: 12,
  dni: '20111222',
  nationality: 'V',
  names: 'Luis',
  lastNames: 'Rangel',
  email: 'luis@example.com',
  phone: '0414-1234567',
  dateBirth: '1990-01-10',
  state: 'VE-L',
  municipality: 1201,
  municipalityName: 'Alberto Adriani',
  grades: ['4', '3'],
  typeCertifields: 'Renovación',
  certificateId: null,
  servedAt: null,
  createdAt: '2026-11-20T14:30:00.000Z',
};

/** searchPreRegister answers the one request; getOneItemSearch answers it by id. */
function requestsApi(call: ApiCall): ApiReply {
  const url = new URL(call.url, 'http://x');
  if (url.pathname === apiPaths.searchPreRegister) return { body: { data: [request] } };
  if (url.pathname === apiPaths.getOneItemSearch && url.searchParams.get('id') === '12') {
    return { body: { data: request } };
  }
  return { status: 404 };
}

async function openForm() {
  signInRoad();
  const calls = stubRoadApi({
    other: requestsApi,
    write: () => ({ status: 201, body: { data: certificateOf({ serial: 1500 }) } }),
  });
  renderWithProviders(<RoadCertificatesListPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Emitir certificado' }));
  const dialog = within(await screen.findByRole('dialog'));
  await waitFor(() =>
    expect((dialog.getByLabelText(/^Serial/) as HTMLInputElement).value).toBe('1500'),
  );
  fireEvent.click(dialog.getByRole('button', { name: 'Buscar solicitud' }));
  await dialog.findByLabelText(/^Texto a buscar/);
  return { calls, dialog };
}

type Dialog = Awaited<ReturnType<typeof openForm>>['dialog'];
const field = (dialog: Dialog, label: RegExp) => dialog.getByLabelText(label) as HTMLInputElement;
const searches = (calls: ApiCall[]) => callsTo(calls, apiPaths.searchPreRegister);

describe('road issue form: Buscar solicitud', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  // docs/product/rules.md: a search needs both a type and a text.
  it('asks nothing unless both a search type and a text are given', async () => {
    const { calls, dialog } = await openForm();
    fireEvent.click(dialog.getByRole('button', { name: 'Buscar' }));
    expect(await dialog.findByText('Elija cómo buscar y escriba qué buscar.')).toBeInTheDocument();
    fireEvent.change(field(dialog, /^Buscar por/), { target: { value: '' } });
    fireEvent.change(field(dialog, /^Texto a buscar/), { target: { value: '2011' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Buscar' }));
    fireEvent.change(field(dialog, /^Texto a buscar/), { target: { value: '   ' } });
    fireEvent.change(field(dialog, /^Buscar por/), { target: { value: 'dni' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Buscar' }));
    expect(dialog.getByText('Elija cómo buscar y escriba qué buscar.')).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);
    expect(callsTo(calls, apiPaths.getOneItemSearch)).toEqual([]);
  });

  it('fills the driver from the chosen request and issues the certificate serving it', async () => {
    const { calls, dialog } = await openForm();
    fireEvent.change(field(dialog, /^Buscar por/), { target: { value: 'name' } });
    const text = field(dialog, /^Texto a buscar/);
    text.focus();
    fireEvent.change(text, { target: { value: 'Luis Rangel' } });
    // Enter in the box searches (instead of moving on to the next field).
    fireEvent.keyDown(text, { key: 'Enter' });
    const match = await dialog.findByRole('button', { name: /^Nº 12 · V-20111222 · Luis Rangel/ });
    expect(new URL(searches(calls)[0]?.url ?? '', 'http://x').search).toBe(
      '?type=name&q=Luis+Rangel',
    );
    expect(document.activeElement).toBe(text);

    fireEvent.click(match);
    expect(
      await dialog.findByText('Datos copiados de la solicitud Nº 12: el certificado la atenderá.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.getOneItemSearch).map((call) => call.url)).toEqual([
      `${apiPaths.getOneItemSearch}?id=12`,
    ]);
    expect(field(dialog, /^Cédula \*?$/).value).toBe('20111222');
    expect(field(dialog, /^Nombres/).value).toBe('Luis');
    expect(field(dialog, /^Apellidos/).value).toBe('Rangel');
    // The date field shows the day once its (lazily loaded) date helpers have read it.
    await waitFor(() => expect(field(dialog, /^Fecha de nacimiento/).value).toBe('10/01/1990'));
    expect(field(dialog, /^Grado/).value).toBe('4');
    expect(field(dialog, /^Tipo de certificado/).value).toBe('Renovación');
    // The request's e-mail gets the certificate and its reminder (decision 0087).
    expect(field(dialog, /^Correo del titular/).value).toBe('luis@example.com');

    fireEvent.change(field(dialog, /^Lugar de expedición/), { target: { value: 'Mérida' } });
    typeDay(field(dialog, /^Fecha de vencimiento/), dayFromToday(2).typed);
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    const issues = () => callsTo(calls, apiPaths.createCertifieldsVial, 'POST');
    await waitFor(() => expect(issues()).toHaveLength(1));
    expect(issues()[0]?.body).toMatchObject({
      dni: '20111222',
      names: 'Luis',
      grade: '4',
      typeCertifields: 'Renovación',
      preRegisterId: 12,
      holderEmail: 'luis@example.com',
    });
    // The next driver starts without a request.
    await waitFor(() => expect(field(dialog, /^Cédula \*?$/).value).toBe(''));
    expect(field(dialog, /^Correo del titular/).value).toBe('');
    expect(dialog.queryByText(/Datos copiados de la solicitud/)).not.toBeInTheDocument();
  });

  // Decision 0067: a draft copied from a request comes back still serving it.
  it('keeps the request with the draft when the page is left and the dialog reopened', async () => {
    const { calls, dialog } = await openForm();
    fireEvent.change(field(dialog, /^Texto a buscar/), { target: { value: '20111222' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Buscar' }));
    fireEvent.click(await dialog.findByRole('button', { name: /^Nº 12/ }));
    await dialog.findByText('Datos copiados de la solicitud Nº 12: el certificado la atenderá.');
    fireEvent.change(field(dialog, /^Lugar de expedición/), { target: { value: 'Mérida' } });
    cleanup();

    renderWithProviders(<RoadCertificatesListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir certificado' }));
    const again = within(await screen.findByRole('dialog'));
    expect(
      await again.findByText('Datos copiados de la solicitud Nº 12: el certificado la atenderá.'),
    ).toBeInTheDocument();
    expect(field(again, /^Cédula \*?$/).value).toBe('20111222');
    await waitFor(() => expect(field(again, /^Serial/).value).toBe('1500'));
    typeDay(field(again, /^Fecha de vencimiento/), dayFromToday(2).typed);
    fireEvent.click(again.getByRole('button', { name: 'Emitir certificado' }));
    const issues = () => callsTo(calls, apiPaths.createCertifieldsVial, 'POST');
    await waitFor(() => expect(issues()).toHaveLength(1));
    expect(issues()[0]?.body).toMatchObject({ dni: '20111222', preRegisterId: 12 });
  });

  it('issues without the request once the doctor unlinks it', async () => {
    const { calls, dialog } = await openForm();
    fireEvent.change(field(dialog, /^Texto a buscar/), { target: { value: '20111222' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Buscar' }));
    fireEvent.click(await dialog.findByRole('button', { name: /^Nº 12/ }));
    fireEvent.click(await dialog.findByRole('button', { name: 'No atender esa solicitud' }));
    fireEvent.change(field(dialog, /^Lugar de expedición/), { target: { value: 'Mérida' } });
    typeDay(field(dialog, /^Fecha de vencimiento/), dayFromToday(2).typed);
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    const issues = () => callsTo(calls, apiPaths.createCertifieldsVial, 'POST');
    await waitFor(() => expect(issues()).toHaveLength(1));
    expect(issues()[0]?.body).not.toHaveProperty('preRegisterId');
  });
});
