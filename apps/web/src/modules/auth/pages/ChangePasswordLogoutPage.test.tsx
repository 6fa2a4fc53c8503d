import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetProof } from '../../../shared/session/authFlow';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { apiError, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { ChangePasswordLogoutPage } from './ChangePasswordLogoutPage';

const proof = { email: 'rosa@example.com', resetToken: 't'.repeat(40), mode: 'medicVial' } as const;

function renderPage() {
  return renderRoutes(
    [
      { path: '/Cambiar-contrasena', element: <ChangePasswordLogoutPage /> },
      { path: '/inicio-Medico-Vial', element: <p>Login de Medicina Vial</p> },
      { path: '/Recuperar-contrasena', element: <p>Página de recuperación</p> },
    ],
    { initialPath: '/Cambiar-contrasena' },
  );
}

async function fill(newPassword: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText(/^Contraseña nueva/), {
    target: { value: newPassword },
  });
  fireEvent.change(screen.getByLabelText(/Confirmar contraseña nueva/), {
    target: { value: confirm },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('ChangePasswordLogoutPage', () => {
  afterEach(() => {
    resetProof.clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('sets the new password with the reset proof, then goes to the login with a toast', async () => {
    resetProof.write(proof);
    const message = 'Contraseña actualizada. Inicie sesión con su nueva contraseña.';
    const calls = stubApi(() => ({ body: { data: { message } } }));
    const { router } = renderPage();
    expect(await screen.findByText(/rosa@example.com/)).toBeInTheDocument();
    await fill('nueva-clave-9', 'nueva-clave-9');
    expect(await screen.findByText('Login de Medicina Vial')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio-Medico-Vial');
    expect(calls[0]?.url).toBe('/api/credentialMedic/change-password-logout');
    expect(calls[0]?.body).toEqual({
      email: proof.email,
      resetToken: proof.resetToken,
      newPassword: 'nueva-clave-9',
      newConfirmPassword: 'nueva-clave-9',
    });
    expect(alertsMock.toast).toHaveBeenCalledWith({
      title: 'Contraseña actualizada con éxito',
      text: message,
    });
    expect(resetProof.read()).toBeNull();
  });

  it('refuses a confirmation that does not match', async () => {
    resetProof.write(proof);
    const calls = stubApi(() => ({}));
    renderPage();
    await fill('nueva-clave-9', 'nueva-clave-8');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('explains an expired proof in a dialog', async () => {
    resetProof.write(proof);
    stubApi(() => apiError('RESET_TOKEN_INVALID'));
    renderPage();
    await fill('nueva-clave-9', 'nueva-clave-9');
    await waitFor(() =>
      expect(alertsMock.errorAlert).toHaveBeenCalledWith(
        'La verificación del código venció o ya fue usada. Solicite un nuevo código.',
      ),
    );
  });

  it('sends a visit without a proof back to Recuperar-contrasena', async () => {
    renderPage();
    expect(await screen.findByText('Página de recuperación')).toBeInTheDocument();
  });
});
