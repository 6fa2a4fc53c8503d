import { apiPaths, type PreRegistration } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { type ApiCall, type ApiReply, apiError } from '../../../test/apiStub';
import { dayFromToday, typeDay } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { RoadCertificatesListPage } from '../pages/certificatesPages';
import { certificateOf } from '../testCertificates';
import { callsTo, signInRoad, stubRoadApi } from '../testRoadCertificates';

// A request of the public never paid; the picked request does not say so, the API does.
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
  grades: ['3'],
  typeCertifields: 'Renovación',
  certificateId: null,
  servedAt: null,
  createdAt: '2026-11-20T14:30:00.000Z',
};

function requestsApi(call: ApiCall): ApiReply {
  const url = new URL(call.url, 'http://x');
  if (url.pathname === apiPaths.searchPreRegister) return { body: { data: [request] } };
  if (url.pathname === apiPaths.getOneItemSearch) return { body: { data: request } };
  return { status: 404 };
}

describe('road issue form: a request never paid (decision 0065)', { timeout: 60_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('asks for the reason once the API refuses, then sends it with the issue', async () => {
    signInRoad();
    // Refused without a reason, issued with one.
    const calls = stubRoadApi({
      other: requestsApi,
      write: (call) =>
        (call.body as { withoutPayment?: unknown }).withoutPayment === undefined
          ? apiError('PRE_REGISTER_UNPAID', {
              errors: [{ field: 'withoutPayment', message: 'La solicitud no está pagada' }],
            })
          : { status: 201, body: { data: certificateOf({ serial: 1500 }) } },
    });
    renderWithProviders(<RoadCertificatesListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir certificado' }));
    const dialog = within(await screen.findByRole('dialog'));
    const field = (label: RegExp) => dialog.getByLabelText(label) as HTMLInputElement;
    await waitFor(() => expect(field(/^Serial/).value).toBe('1500'));
    fireEvent.click(dialog.getByRole('button', { name: 'Buscar solicitud' }));
    fireEvent.change(await dialog.findByLabelText(/^Texto a buscar/), {
      target: { value: '20111222' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Buscar' }));
    fireEvent.click(await dialog.findByRole('button', { name: /^Nº 12/ }));
    await dialog.findByText(/Datos copiados de la solicitud Nº 12/);
    fireEvent.change(field(/^Lugar de expedición/), { target: { value: 'Mérida' } });
    typeDay(field(/^Fecha de vencimiento/), dayFromToday(2).typed);
    const issues = () => callsTo(calls, apiPaths.createCertifieldsVial, 'POST');
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    expect(await dialog.findByText(/^Esta solicitud no está pagada/)).toBeInTheDocument();
    expect(issues()).toHaveLength(1);
    // Emitir again without a reason sends nothing: the choice is required.
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    expect(await dialog.findByText('Elija el motivo para emitir sin pago')).toBeInTheDocument();
    expect(issues()).toHaveLength(1);
    fireEvent.click(dialog.getByRole('radio', { name: 'Pago en efectivo registrado aparte' }));
    fireEvent.change(field(/^Detalle/), { target: { value: 'Recibo 0042' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    await waitFor(() => expect(issues()).toHaveLength(2));
    expect(issues()[1]?.body).toMatchObject({
      preRegisterId: 12,
      withoutPayment: { reason: 'cashApart', note: 'Recibo 0042' },
    });
    // The next driver starts with nothing asked.
    await waitFor(() =>
      expect(dialog.queryByText(/^Esta solicitud no está pagada/)).not.toBeInTheDocument(),
    );
  });
});
