import { apiPaths } from '@aptovial/shared';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionMode, useSessionStore } from '../shared/session/sessionStore';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../test/apiStub';
import { renderRoutes } from '../test/render';
import { sessionUserOf } from '../test/sessionFixtures';
import { createGuardDeps } from './guardDeps';
import { appRoutes, buildRouteObjects, signedInHomeOf } from './routes';

/**
 * Decision 0069 with the real route table, guards and pages: a refused session goes to the
 * sign-in of the page's module saying why, and a sign-in returns to the page asked for.
 */
let spki: string;

beforeAll(async () => {
  const keys = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const der = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
  spki = btoa(String.fromCharCode(...der));
});

const official = sessionUserOf({
  names: 'Luis',
  lastNames: 'Mora',
  email: 'luis@example.com',
  type: 'INTT',
  rol: 'Official',
});

/** The API of an INTT sign-in; the stored session is already refused. */
function server(): ApiCall[] {
  return stubApi((call): ApiReply => {
    if (call.url === apiPaths.checkAuth) return apiError('SESSION_EXPIRED');
    if (call.url === apiPaths.loginKey) {
      return { body: { data: { kid: 'k1', algorithm: 'RSA-OAEP-256', spki } } };
    }
    if (call.url === '/api/authINTT/login') {
      return { body: { data: { token: 'tok-new', step: 'otp', user: official } } };
    }
    if (call.url === '/api/authINTT/verify-otp-email') {
      return { body: { data: { token: 'tok-new', step: 'ready', user: official } } };
    }
    return apiError('NOT_FOUND');
  });
}

function renderApp(path: string) {
  const deps = createGuardDeps(signedInHomeOf(appRoutes));
  return renderRoutes(buildRouteObjects(appRoutes, deps), { initialPath: path });
}

describe('signing in again where the session ended (decision 0069)', () => {
  it('goes from an expired session to its module’s sign-in, then back to the page asked for', {
    timeout: 20_000,
  }, async () => {
    server();
    // This tab was signed in to INTT; its token is now refused.
    useSessionStore.getState().adoptToken('tok-old');
    sessionMode.write('INTT');
    const { router } = renderApp('/perfil/DatosPersonales?pestana=contacto');

    expect(await screen.findByText('Su sesión expiró', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('AptoVial · INTT')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio-INTT');

    fireEvent.change(screen.getByLabelText(/Correo electrónico/), {
      target: { value: 'luis@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'clave-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

    fireEvent.change(
      await screen.findByLabelText(/Código de verificación/, {}, { timeout: 8000 }),
      { target: { value: '123456' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verificar código' }));

    expect(
      await screen.findByRole('heading', { name: 'Datos personales' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/perfil/DatosPersonales');
    expect(router.state.location.search).toBe('?pestana=contacto');
  });

  it('refuses to send a sign-in anywhere but a page of this app', {
    timeout: 20_000,
  }, async () => {
    server();
    const { router } = renderApp('/inicio-INTT?volver=%2F%2Fevil.example%2Fperfil');
    fireEvent.change(await screen.findByLabelText(/Correo electrónico/, {}, { timeout: 8000 }), {
      target: { value: 'luis@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'clave-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    fireEvent.change(
      await screen.findByLabelText(/Código de verificación/, {}, { timeout: 8000 }),
      { target: { value: '123456' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verificar código' }));

    expect(
      await screen.findByRole('heading', { name: 'Datos personales' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/perfil/DatosPersonales');
  });

  it('says "Inicie sesión para continuar" at the module’s sign-in of a page opened without one', async () => {
    server();
    const { router } = renderApp('/Medicos-Vial/panel');
    expect(
      await screen.findByText('Inicie sesión para continuar', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('AptoVial · Medicina Vial')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio-Medico-Vial');
  });
});
