import { apiPath, apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { pathOf, signInRoadAdmin, switchOf } from '../testPreRegisters';
import { SettingsVialPage } from './preRegisterPages';

type Stub = { list?: ApiReply; create?: ApiReply; update?: (call: ApiCall) => ApiReply };

function stubSettingsApi({
  list = { body: { data: [switchOf(false)] } },
  create = { body: { data: switchOf(false, { id: 5 }) } },
  update = (call) => ({
    body: { data: switchOf((call.body as { enabled: boolean }).enabled, { id: 5 }) },
  }),
}: Stub = {}) {
  return stubApi((call) => {
    const path = pathOf(call.url);
    if (path === apiPaths.settings && call.method === 'GET') return list;
    if (path === apiPaths.createPreRegisterEnable && call.method === 'POST') return create;
    if (call.method === 'PUT') return update(call);
    return { status: 404 };
  });
}

const switchControl = () =>
  screen.getByRole('switch', { name: /^Solicitudes de certificado: / }) as HTMLInputElement;
/** The Admin's answer to the next confirmation dialog. */
const answer = (isConfirmed: boolean) =>
  alertsMock.infoConfirm.mockResolvedValueOnce({ isConfirmed });
const writes = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => [call.method, pathOf(call.url), call.body]);

describe('Configuraciones (settings-vial)', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('opens the requests from the switch once confirmed (PUT on the first setting)', async () => {
    signInRoadAdmin();
    const calls = stubSettingsApi({ list: { body: { data: [switchOf(false, { id: 5 })] } } });
    renderWithProviders(<SettingsVialPage />);
    expect(
      await screen.findByText(/el formulario público dice que las solicitudes están cerradas/i),
    ).toBeInTheDocument();
    // Closed, the switch's name says so: never "abiertas".
    expect(switchControl()).not.toBeChecked();
    expect(switchControl()).toHaveAccessibleName('Solicitudes de certificado: cerradas');
    answer(true);
    fireEvent.click(switchControl());
    await waitFor(() => expect(switchControl()).toBeChecked());
    expect(alertsMock.infoConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '¿Abrir las solicitudes al público?',
        confirmButtonText: 'Sí, abrir las solicitudes',
      }),
    );
    expect(switchControl()).toHaveAccessibleName('Solicitudes de certificado: abiertas');
    expect(writes(calls)).toEqual([
      ['PUT', apiPath('updatePreRegisterEnable', { id: 5 }), { enabled: true }],
    ]);
    expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Solicitudes abiertas' });
    expect(screen.getByText('El público puede solicitar certificados ahora.')).toBeInTheDocument();
  });

  it('creates the switch first when the list is empty', async () => {
    signInRoadAdmin();
    const calls = stubSettingsApi({ list: { body: { data: [] } } });
    renderWithProviders(<SettingsVialPage />);
    await screen.findByRole('switch');
    answer(true);
    fireEvent.click(switchControl());
    await waitFor(() => expect(switchControl()).toBeChecked());
    expect(writes(calls)).toEqual([
      ['POST', apiPaths.createPreRegisterEnable, undefined],
      ['PUT', apiPath('updatePreRegisterEnable', { id: 5 }), { enabled: true }],
    ]);
  });

  it('keeps the switch as it was and says why when the server refuses', async () => {
    signInRoadAdmin();
    stubSettingsApi({
      list: { body: { data: [switchOf(true)] } },
      update: () => apiError('FORBIDDEN'),
    });
    renderWithProviders(<SettingsVialPage />);
    await screen.findByRole('switch');
    expect(switchControl()).toBeChecked();
    answer(true);
    fireEvent.click(switchControl());
    await waitFor(() => expect(alertsMock.errorAlert).toHaveBeenCalledOnce());
    expect(switchControl()).toBeChecked();
  });

  it('asks before closing requests nationwide, and closes nothing unless confirmed', async () => {
    signInRoadAdmin();
    const calls = stubSettingsApi({ list: { body: { data: [switchOf(true, { id: 5 })] } } });
    renderWithProviders(<SettingsVialPage />);
    await screen.findByRole('switch');
    expect(switchControl()).toHaveAccessibleName('Solicitudes de certificado: abiertas');

    answer(false);
    fireEvent.click(switchControl());
    await waitFor(() => expect(alertsMock.infoConfirm).toHaveBeenCalledOnce());
    expect(alertsMock.infoConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '¿Cerrar las solicitudes en todo el país?',
        text: expect.stringMatching(
          /^Nadie en el país podrá enviar .* hasta que las vuelva a abrir/,
        ),
        confirmButtonText: 'Sí, cerrar las solicitudes',
        cancelButtonText: 'Cancelar',
        showDenyButton: false,
      }),
    );
    expect(writes(calls)).toEqual([]);
    expect(switchControl()).toBeChecked();

    answer(true);
    fireEvent.click(switchControl());
    await waitFor(() => expect(switchControl()).not.toBeChecked());
    expect(writes(calls)).toEqual([
      ['PUT', apiPath('updatePreRegisterEnable', { id: 5 }), { enabled: false }],
    ]);
    expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Solicitudes cerradas' });
    expect(switchControl()).toHaveAccessibleName('Solicitudes de certificado: cerradas');
    expect(
      screen.getByText('El formulario público dice que las solicitudes están cerradas.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a road-medicine VialDirector', { rol: 'VialDirector' as const }],
    ['an Admin of the medic college', { type: 'medic' as const }],
  ])('tells %s why, asking the API nothing', async (_, who) => {
    signInRoadAdmin(who);
    const calls = stubSettingsApi();
    renderWithProviders(<SettingsVialPage />);
    expect(await screen.findByText('No tiene permiso')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
