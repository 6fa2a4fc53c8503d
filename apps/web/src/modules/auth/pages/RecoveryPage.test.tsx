import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingLogin } from '../../../shared/session/authFlow';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { apiError, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { RecoveryPage } from './RecoveryPage';

vi.mock(
  '../../../shared/ui/alerts',
  async () => (await import('../../../test/alertsMock')).alertsMock,
);

function renderRecovery(state?: unknown) {
  return renderRoutes(
    [
      { path: '/Recuperar-contrasena', element: <RecoveryPage /> },
      { path: '/Verificacion-OTP/:type', element: <p>Página del código</p> },
    ],
    { initialPath: '/Recuperar-contrasena', initialState: state },
  );
}

async function askForCode(email: string) {
  fireEvent.change(await screen.findByLabelText(/Correo electrónico/), {
    target: { value: email },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
}

describe('RecoveryPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAlertsMock();
    pendingLogin.clear();
  });

  it('sends the code for the module of the login that linked here, then asks for it', async () => {
    const calls = stubApi(() => ({ body: { data: { message: 'Codigo enviado al correo' } } }));
    const { router } = renderRecovery({ mode: 'medicVial' });
    await askForCode(' Rosa@Example.com ');
    expect(await screen.findByText('Página del código')).toBeDefined();
    expect(router.state.location.pathname).toBe('/Verificacion-OTP/recovery');
    expect(calls[0]?.url).toBe('/api/credentialMedic/forgetPassword');
    expect(calls[0]?.body).toEqual({ email: 'rosa@example.com' });
    expect(pendingLogin.read()).toEqual({ email: 'rosa@example.com', mode: 'medicVial' });
    expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Codigo enviado al correo' });
  });

  it('lets the person pick the module', async () => {
    const calls = stubApi(() => ({ body: { data: { message: 'ok' } } }));
    renderRecovery();
    fireEvent.click(await screen.findByLabelText('INTT'));
    await askForCode('luis@example.com');
    await waitFor(() => expect(calls[0]?.url).toBe('/api/authINTT/forgetPassword'));
  });

  it('says no user has that e-mail on 404', async () => {
    stubApi(() => apiError('USER_NOT_FOUND'));
    const { router } = renderRecovery({ mode: 'colegio' });
    await askForCode('nadie@example.com');
    await waitFor(() =>
      expect(alertsMock.errorAlert).toHaveBeenCalledWith(
        'No existe un usuario registrado con ese correo',
      ),
    );
    expect(router.state.location.pathname).toBe('/Recuperar-contrasena');
    expect(pendingLogin.read()).toBeNull();
  });

  it('opens an error dialog for other failures', async () => {
    stubApi(() => apiError('INTERNAL_ERROR'));
    renderRecovery();
    await askForCode('rosa@example.com');
    await waitFor(() =>
      expect(alertsMock.errorAlert).toHaveBeenCalledWith(
        'Ha ocurrido un error inesperado. Intente de nuevo más tarde.',
      ),
    );
  });

  it('checks the e-mail first', async () => {
    const calls = stubApi(() => ({}));
    renderRecovery();
    await askForCode('sin-arroba');
    expect(await screen.findByText('Correo electrónico inválido')).toBeDefined();
    expect(calls).toEqual([]);
  });
});
