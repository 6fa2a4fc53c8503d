import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { apiError, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { sessionUserOf, verifiedSessionOf } from '../../../test/sessionFixtures';
import { TermsPage } from './TermsPage';

const email = 'ana@example.com';
const termsBody = { data: { module: 'colegio', version: 3, text: 'Primera cláusula.' } };

function renderTerms() {
  useSessionStore
    .getState()
    .signIn(verifiedSessionOf({ email, type: 'nurse' }, { token: 'tok-t', step: 'terms' }));
  return renderRoutes(
    [
      { path: '/Terminos-y-condiciones', element: <TermsPage /> },
      { path: '/Verificacion-OTP/:type', element: <p>Página del código</p> },
      { path: '/Login', element: <p>Login del Colegio</p> },
    ],
    { initialPath: '/Terminos-y-condiciones' },
  );
}

describe('TermsPage', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it("shows the module's terms and accepts them only once ticked, then asks for the code", async () => {
    const user = sessionUserOf({ email, type: 'nurse' });
    const calls = stubApi(({ url }) =>
      url === '/api/users/termsLogin'
        ? { body: termsBody }
        : { body: { data: { token: 'tok-t', step: 'otp', user } } },
    );
    const { router } = renderTerms();
    expect(await screen.findByText('Primera cláusula.')).toBeInTheDocument();
    expect(screen.getByText('Versión 3')).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Aceptar y continuar' });
    expect(accept.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByLabelText('He leído y acepto los términos y condiciones'));
    fireEvent.click(accept);

    expect(await screen.findByText('Página del código')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Verificacion-OTP/login');
    const acceptCall = calls.find((call) => call.url === '/api/auth/accept-terms');
    expect(acceptCall?.body).toEqual({ email });
    expect(acceptCall?.headers.get('Authorization')).toBe('Bearer tok-t');
    expect(alertsMock.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Términos y condiciones aceptados' }),
    );
  });

  it('offers a retry when the terms fail to load', async () => {
    stubApi(() =>
      apiError('NOT_FOUND', { message: 'No hay términos publicados para este módulo.' }),
    );
    renderTerms();
    expect(
      await screen.findByText('No hay términos publicados para este módulo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('cancels the sign-in: the token is revoked and forgotten, back to the login', async () => {
    const calls = stubApi(({ url }) =>
      url === '/api/users/termsLogin' ? { body: termsBody } : { body: { data: { message: 'ok' } } },
    );
    const { router } = renderTerms();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar inicio de sesión' }));
    expect(await screen.findByText('Login del Colegio')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Login');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/logout')).toBe(true));
    expect(useSessionStore.getState().token).toBeNull();
  });
});
