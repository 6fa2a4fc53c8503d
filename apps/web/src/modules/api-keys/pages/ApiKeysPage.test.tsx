import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { apiKeyOf, apiKeysApi, createdKeyOf, failureOf, KEY_SECRET } from '../testApiKeys';
import { ApiKeysPage } from './apiKeysPages';

const signIn = (type: 'INTT' | 'medic' | 'nurse', state: string | null = null) =>
  useSessionStore.getState().signIn(verifiedSessionOf({ type, rol: 'Admin', state }));
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('Claves de acceso (API)', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('lists the keys with their scope, state and whether they still work', async () => {
    signIn('INTT');
    stubApi(
      apiKeysApi({
        keys: [
          apiKeyOf(),
          apiKeyOf({
            id: 5,
            name: 'Receptor de Miranda',
            scope: 'events:receive',
            state: 'VE-M',
            webhookUrl: 'https://licencias.example/hook',
            revokedAt: '2026-06-16T09:00:00.000Z',
          }),
        ],
      }),
    );
    renderWithProviders(<ApiKeysPage />);
    const first = within(
      (await screen.findByText('Sistema de licencias')).closest('tr') as HTMLElement,
    );
    expect(first.getByText('Leer certificados (certificates:read)')).toBeInTheDocument();
    expect(first.getByText('Todos los estados')).toBeInTheDocument();
    expect(first.getByText('Activa')).toBeInTheDocument();
    expect(
      first.getByRole('button', { name: 'Revocar la clave Sistema de licencias' }),
    ).toBeEnabled();
    const second = within(screen.getByText('Receptor de Miranda').closest('tr') as HTMLElement);
    expect(second.getByText('Recibir eventos por webhook (events:receive)')).toBeInTheDocument();
    expect(await second.findByText('Miranda')).toBeInTheDocument();
    expect(second.getByText('https://licencias.example/hook')).toBeInTheDocument();
    expect(second.getByText('Revocada', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Revocar/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No hay envíos fallidos.')).toBeInTheDocument();
  });

  it('creates a webhook key and shows the key and its secret once, with a warning', async () => {
    signIn('INTT');
    const created = createdKeyOf({
      scope: 'events:receive',
      webhookUrl: 'https://licencias.example/hook',
      signingSecret: 'whsec_secreto-de-firma',
    });
    const calls = stubApi(apiKeysApi({ keys: [], write: () => ({ body: { data: created } }) }));
    renderWithProviders(<ApiKeysPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crear clave' }));
    const form = within(await screen.findByRole('dialog'));
    fireEvent.change(form.getByLabelText(/^Nombre/), { target: { value: 'Sistema de licencias' } });
    fireEvent.click(form.getByLabelText('Recibir eventos por webhook (events:receive)'));
    fireEvent.change(form.getByLabelText(/^Dirección del receptor/), {
      target: { value: 'https://licencias.example/hook' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Crear clave' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Clave creada' }));
    expect(shown.getByText(/No se volverá a mostrar/)).toBeInTheDocument();
    expect(shown.getByText(KEY_SECRET)).toBeInTheDocument();
    expect(shown.getByText('whsec_secreto-de-firma')).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Copiar la clave' })).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Copiar el secreto' })).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: '/api/apiKeys',
        body: {
          name: 'Sistema de licencias',
          scope: 'events:receive',
          state: null,
          webhookUrl: 'https://licencias.example/hook',
        },
      }),
    ]);
    fireEvent.click(shown.getByRole('button', { name: 'Ya la guardé' }));
    await waitFor(() => expect(screen.queryByText(KEY_SECRET)).not.toBeInTheDocument());
  });

  it('asks for a state of a college Admin without one, and fixes it for one with a state', async () => {
    signIn('medic');
    const calls = stubApi(apiKeysApi({ keys: [] }));
    const { unmount } = renderWithProviders(<ApiKeysPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crear clave' }));
    const form = within(await screen.findByRole('dialog'));
    fireEvent.change(form.getByLabelText(/^Nombre/), { target: { value: 'Lector del Colegio' } });
    fireEvent.click(form.getByRole('button', { name: 'Crear clave' }));
    expect(
      await form.findByText('Una clave del Colegio se limita a un estado: indíquelo.'),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    unmount();
    signIn('medic', 'VE-L');
    renderWithProviders(<ApiKeysPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crear clave' }));
    const fixed = within(await screen.findByRole('dialog'));
    expect(
      await fixed.findByText('Las claves del Colegio solo ven su estado: Mérida.'),
    ).toBeInTheDocument();
    expect(fixed.queryByRole('combobox', { name: /Estado/ })).not.toBeInTheDocument();
  });

  it('revokes a key only after the Admin confirms', async () => {
    signIn('INTT');
    const calls = stubApi(
      apiKeysApi({
        write: () => ({ body: { data: apiKeyOf({ revokedAt: '2026-06-16T09:00:00.000Z' }) } }),
      }),
    );
    renderWithProviders(<ApiKeysPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Revocar la clave Sistema de licencias' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: '¿Revocar la clave?' }));
    expect(dialog.getByText(/dejará de funcionar de inmediato/)).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Revocar clave' }));
    await waitFor(() =>
      expect(posts(calls).map((call) => call.url)).toEqual(['/api/apiKeys/4/revoke']),
    );
    await waitFor(() => expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Clave revocada' }));
  });

  it('replays a failed webhook with Reenviar', async () => {
    signIn('INTT');
    const calls = stubApi(
      apiKeysApi({ failures: [failureOf()], write: () => ({ body: { data: { id: 31 } } }) }),
    );
    renderWithProviders(<ApiKeysPage />);
    const row = within(
      (await screen.findByText('Receptor de Miranda')).closest('tr') as HTMLElement,
    );
    expect(row.getByText('el receptor respondió 500')).toBeInTheDocument();
    fireEvent.click(
      row.getByRole('button', { name: 'Reenviar el evento 1812 a Receptor de Miranda' }),
    );
    await waitFor(() =>
      expect(posts(calls).map((call) => call.url)).toEqual(['/api/apiKeys/deliveries/31/replay']),
    );
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'El envío volvió a la cola' }),
    );
  });

  it('tells any other Admin why instead of showing the keys', () => {
    signIn('nurse');
    const calls = stubApi(apiKeysApi({}));
    renderWithProviders(<ApiKeysPage />);
    expect(
      screen.getByText(/Administrador del INTT y el Administrador del Colegio/),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/apiKeys'))).toEqual([]);
  });
});
