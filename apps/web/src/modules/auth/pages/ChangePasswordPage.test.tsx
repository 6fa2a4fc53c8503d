import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { apiError, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { ChangePasswordPage } from './ChangePasswordPage';

function renderPage() {
  useSessionStore.getState().signIn(verifiedSessionOf({ email: 'luis@example.com', type: 'INTT' }));
  return renderRoutes(
    [
      { path: '/Cambiar-mi-contrasena', element: <ChangePasswordPage /> },
      { path: '/perfil/DatosPersonales', element: <p>Página de perfil</p> },
    ],
    { initialPath: '/Cambiar-mi-contrasena' },
  );
}

async function fill(oldPassword: string, newPassword: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText(/Contraseña actual/), {
    target: { value: oldPassword },
  });
  fireEvent.change(screen.getByLabelText(/^Contraseña nueva/), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText(/Confirmar contraseña nueva/), {
    target: { value: confirm },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('ChangePasswordPage', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('refuses a confirmation that does not match, without calling the server', async () => {
    const calls = stubApi(() => ({}));
    renderPage();
    await fill('actual-123', 'nueva-clave-9', 'otra-clave-9');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks for at least 8 characters', async () => {
    stubApi(() => ({}));
    renderPage();
    await fill('actual-123', 'corta', 'corta');
    expect(
      await screen.findByText('La contraseña debe tener al menos 8 caracteres'),
    ).toBeInTheDocument();
  });

  it("sends the change with the session's e-mail and goes back to the profile", async () => {
    const calls = stubApi(() => ({
      body: { data: { message: 'Contraseña actualizada. Se cerraron sus otras sesiones.' } },
    }));
    renderPage();
    await fill('actual-123', 'nueva-clave-9', 'nueva-clave-9');
    expect(await screen.findByText('Página de perfil')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/authINTT/change-password');
    expect(calls[0]?.body).toEqual({
      email: 'luis@example.com',
      oldPassword: 'actual-123',
      newPassword: 'nueva-clave-9',
      newConfirmPassword: 'nueva-clave-9',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(alertsMock.toast).toHaveBeenCalledWith({
      title: 'Contraseña actualizada con éxito',
      text: 'Contraseña actualizada. Se cerraron sus otras sesiones.',
    });
  });

  it("opens an error dialog with the server's message on failure", async () => {
    stubApi(() => apiError('WRONG_PASSWORD'));
    renderPage();
    await fill('equivocada', 'nueva-clave-9', 'nueva-clave-9');
    await waitFor(() =>
      expect(alertsMock.errorAlert).toHaveBeenCalledWith('La contraseña actual no es correcta.'),
    );
  });

  it("puts the server's field errors under their inputs", async () => {
    stubApi(() =>
      apiError('VALIDATION_ERROR', {
        errors: [{ field: 'newPassword', message: 'Esa contraseña es demasiado común.' }],
      }),
    );
    renderPage();
    await fill('actual-123', 'password1', 'password1');
    expect(await screen.findByText('Esa contraseña es demasiado común.')).toBeInTheDocument();
    expect(alertsMock.errorAlert).not.toHaveBeenCalled();
  });
});
