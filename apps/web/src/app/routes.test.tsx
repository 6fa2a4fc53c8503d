import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingLogin, resetProof } from '../shared/session/authFlow';
import { selectVerifiedSession, useSessionStore } from '../shared/session/sessionStore';
import { SIGNED_IN_HOME } from '../shared/session/stepRoutes';
import { renderRoutes } from '../test/render';
import { verifiedSessionOf } from '../test/sessionFixtures';
import type { GuardDeps } from './guards';
import { type AppRoute, appRoutes, buildRouteObjects, signedInHomeOf } from './routes';

const session = verifiedSessionOf({
  names: 'Rosa',
  lastNames: 'Gil',
  email: 'rosa@example.com',
  type: 'medic',
  rol: 'President',
});

/** The real session store with a fake server check. */
function guardDeps(checkSession: GuardDeps['checkSession']): GuardDeps {
  return {
    readToken: () => useSessionStore.getState().token,
    readVerifiedSession: () => selectVerifiedSession(useSessionStore.getState()),
    checkSession,
    onVerified: (verified) => useSessionStore.getState().signIn(verified),
    onCheckFailed: vi.fn(() => useSessionStore.getState().clear()),
    signedInHome: signedInHomeOf(appRoutes),
    hasPendingLogin: () => pendingLogin.read() !== null,
    hasResetProof: () => resetProof.read() !== null,
    borrowToken: async () => null,
    onBorrowed: (token) => useSessionStore.getState().adoptToken(token),
    readSessionMode: () => null,
    deploymentMode: () => 'colegio',
  };
}

function renderApp(path: string, deps = guardDeps(async () => session)) {
  return { ...renderRoutes(buildRouteObjects(appRoutes, deps), { initialPath: path }), deps };
}

describe('route table', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('mounts only the pages that exist: landing, verification, requests, sign-in, profile, support, users, registers, lots, certificates, settings, amounts, payments and operatives', () => {
    expect(appRoutes.map((route) => route.name).sort()).toEqual(
      [
        'indexAptoVial',
        'searchCertifieldsFree',
        'doctorCheck',
        'stopReminders',
        'formCertifield',
        'formCertifieldPayment',
        'login',
        'loginINTT',
        'loginMedicVial',
        'recoveryAccount',
        'terms',
        'otp',
        'changePasswordLogout',
        'home',
        'changePassword',
        'dataProfile',
        'updateDataProfile',
        'support',
        'listUsers',
        'searchUsers',
        'listUsersInnt',
        'searchUsersIntt',
        'listMedics',
        'searchMedic',
        'listMedicVial',
        'searchMedicsINTT',
        'listCertifieldLotes',
        'listCertifields',
        'searchCertifields',
        'countCertifields',
        'fraudSignals',
        'unfitFindings',
        'commisionDollar',
        'dashboardMVial',
        'listCertifieldVial',
        'searchCertifieldsVial',
        'listMedicsVial',
        'settings-vial',
        'searchC2P',
        'registerCertificatePay',
        'listPaymentC2p',
        'record',
        'createOperational',
        'payment',
        'listPreRegister',
        'apiKeys',
      ].sort(),
    );
  });

  it('sends signed-in users to dataProfile once it exists, to home until then', () => {
    expect(signedInHomeOf(appRoutes)).toBe('dataProfile');
    expect(signedInHomeOf(appRoutes)).toBe(SIGNED_IN_HOME);
    const withoutProfile: AppRoute[] = appRoutes.filter((route) => route.name !== 'dataProfile');
    expect(signedInHomeOf(withoutProfile)).toBe('home');
  });

  it('shows the landing at / without a session', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the certificate verification at Buscar-certificado-medicos without a session', async () => {
    const { router } = renderApp('/Buscar-certificado-medicos');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Verificar un certificado médico');
    expect(screen.getByRole('textbox', { name: /Serial del certificado/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Buscar-certificado-medicos');
    // Light on a phone: mounted outside the query boundary, like the landing.
    const row = appRoutes.find((route) => route.name === 'searchCertifieldsFree');
    expect(row?.serverData).toBe(false);
  });

  it('shows the request forms without a session, outside the query boundary (light on a phone)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: [] }), { status: 200 })),
    );
    const { router } = renderApp('/solicitar-certificado-pago');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Solicitar y pagar certificado médico');
    expect(await screen.findByText('Solicitudes cerradas')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/solicitar-certificado-pago');
    for (const name of ['formCertifield', 'formCertifieldPayment']) {
      expect(appRoutes.find((route) => route.name === name)?.serverData).toBe(false);
    }
    vi.unstubAllGlobals();
  });

  it('sends a road-medicine VialDirector away from Lista-preRegistro (docs/product/roles.md)', {
    timeout: 15_000,
  }, async () => {
    useSessionStore
      .getState()
      .signIn(verifiedSessionOf({ type: 'medicVial', rol: 'VialDirector', names: 'Rosa' }));
    const { router } = renderApp('/Medicos-Vial/Lista-preRegistro');
    // Two redirects and the layout's chunks: more than the default wait on a busy machine.
    const profile = await screen.findByRole(
      'heading',
      { name: 'Datos personales' },
      { timeout: 8000 },
    );
    expect(profile).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/perfil/DatosPersonales');
    expect(appRoutes.find((route) => route.name === 'listMedicsVial')?.guard).toBe('admin');
  });

  it('redirects any unknown path to /', async () => {
    const { router } = renderApp('/no-existe/para-nada');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor without a token from /home to a sign-in that says why (decision 0069)', async () => {
    const { router, deps } = renderApp('/home');
    expect(await screen.findByText('Inicie sesión para continuar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Login');
    expect(router.state.location.search).toBe('?aviso=inicie-sesion&volver=%2Fhome');
    expect(deps.onCheckFailed).not.toHaveBeenCalled();
  });

  it('checks the stored token, then shows the layout at /home', async () => {
    useSessionStore.setState({ token: 'tok' });
    const checkSession = vi.fn(async () => session);
    const { router } = renderApp('/home', guardDeps(checkSession));
    expect(await screen.findByText('Rosa Gil')).toBeInTheDocument();
    expect(screen.getByText('Presidente')).toBeInTheDocument();
    expect(checkSession).toHaveBeenCalledWith('tok');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('clears a token the server refuses and goes to a sign-in', async () => {
    useSessionStore.setState({ token: 'expired' });
    const deps = guardDeps(async () => {
      throw new Error('Sesión expirada');
    });
    const { router } = renderApp('/home', deps);
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(router.state.location.pathname).toBe('/Login');
    expect(deps.onCheckFailed).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('sends a signed-in user away from the landing to DatosPersonales', async () => {
    useSessionStore.getState().signIn(session);
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Datos personales' })).toBeInTheDocument();
    expect(screen.getAllByText('Rosa Gil').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/perfil/DatosPersonales');
  });
});

describe('sign-in routes', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  function stubServer() {
    const fetchMock = vi.fn(async (url: string) => {
      const body = url.includes('login-key')
        ? { data: { kid: 'k', algorithm: 'RSA-OAEP-256', spki: 'AA==' } }
        : { data: { module: 'colegio', version: 1, text: 'Texto de los términos' } };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it.each([
    ['/Login', 'AptoVial · Colegio de Médicos'],
    ['/inicio-INTT', 'AptoVial · INTT'],
    ['/inicio-Medico-Vial', 'AptoVial · Medicina Vial'],
  ])('shows the login of %s with its mode title', async (path, title) => {
    stubServer();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByText(title)).toBeInTheDocument();
  });

  it('keeps a half-finished sign-in on its step: terms before anything else', async () => {
    stubServer();
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic' }, { step: 'terms' }));
    const { router } = renderApp('/perfil/DatosPersonales');
    expect(await screen.findByText('Texto de los términos')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Terminos-y-condiciones');
  });

  it('sends the terms and code pages to the landing without a pending e-mail', async () => {
    const { router } = renderApp('/Verificacion-OTP/login');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends Cambiar-contrasena to Recuperar-contrasena without a verified code', async () => {
    const { router } = renderApp('/Cambiar-contrasena');
    expect(
      await screen.findByRole('heading', { name: 'Recuperar contraseña' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Recuperar-contrasena');
  });
});
