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
  screen.getByRole('switch', { name: 'Solicitudes de certificado abiertas' }) as HTMLInputElement;
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

  it('opens the requests from the switch (PUT on the first setting)', async () => {
    signInRoadAdmin();
    const calls = stubSettingsApi({ list: { body: { data: [switchOf(false, { id: 5 })] } } });
    renderWithProviders(<SettingsVialPage />);
    expect(
      await screen.findByText(/el formulario público dice que las solicitudes están cerradas/i),
    ).toBeInTheDocument();
    expect(switchControl()).not.toBeChecked();
    fireEvent.click(switchControl());
    await waitFor(() => expect(switchControl()).toBeChecked());
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
    fireEvent.click(switchControl());
    await waitFor(() => expect(alertsMock.errorAlert).toHaveBeenCalledOnce());
    expect(switchControl()).toBeChecked();
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
