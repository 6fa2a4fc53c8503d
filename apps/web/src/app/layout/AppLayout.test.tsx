import type { Module, Role, SessionUser } from '@aptovial/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import defaultAvatar from '../../assets/avatar-default.svg';
import { pendingLogin } from '../../shared/session/authFlow';
import { useSessionStore, type VerifiedSession } from '../../shared/session/sessionStore';
import { stubApi } from '../../test/apiStub';
import { createTestQueryClient, renderRoutes } from '../../test/render';
import { sessionUserOf, verifiedSessionOf } from '../../test/sessionFixtures';
import { AppLayout } from './AppLayout';

type SessionOverrides = { module?: Module; role?: Role; user?: Partial<SessionUser> };

function sessionOf({ module = 'medicVial', role = 'Admin', user = {} }: SessionOverrides) {
  return verifiedSessionOf({ ...user, type: module, rol: role });
}

function renderLayout(session: VerifiedSession) {
  useSessionStore.getState().signIn(session);
  return renderRoutes(
    [
      { Component: AppLayout, children: [{ path: '/home', element: <p>Página</p> }] },
      { path: '*', element: <p>Fuera del panel</p> },
    ],
    { initialPath: '/home' },
  );
}

/** The navbar width Mantine applies from its `sm` breakpoint (48em = 768 px) upwards. */
function desktopSidebarWidth(): string | undefined {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return css.match(/@media\(min-width: 48em\)\{:root\{--app-shell-navbar-width:([^;]+);/)?.[1];
}

function sidebar() {
  return within(screen.getByRole('navigation', { name: 'Navegación principal' }));
}

describe('AppLayout', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it("shows the user's names, role name and default avatar in the top bar", async () => {
    renderLayout(sessionOf({}));
    const banner = within(await screen.findByRole('banner'));
    expect(banner.getByText('Ana María Pérez Díaz')).toBeInTheDocument();
    expect(banner.getByText('Administrador')).toBeInTheDocument();
    expect(banner.getByRole('img', { name: 'Foto de perfil' }).getAttribute('src')).toBe(
      defaultAvatar,
    );
    expect(screen.getByText('Página')).toBeInTheDocument();
    expect(document.title).toBe('AptoVial · Medicina Vial');
  });

  it("shows the user's own photo when there is one", async () => {
    renderLayout(sessionOf({ user: { image: '/uploads/ana.webp' } }));
    const avatar = await screen.findByRole('img', { name: 'Foto de perfil' });
    expect(avatar.getAttribute('src')).toBe('/uploads/ana.webp');
  });

  it('builds the medicVial Admin sidebar from the menu, with Spanish labels', {
    timeout: 20_000,
  }, async () => {
    renderLayout(sessionOf({}));
    await screen.findByRole('banner');
    const nav = sidebar();
    expect(nav.getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe(
      '/Medicos-Vial/panel',
    );
    expect(nav.getByRole('link', { name: 'Perfil' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Soporte' })).toBeInTheDocument();
    fireEvent.click(nav.getByRole('button', { name: 'Certificados' }));
    expect(
      (await nav.findByRole('link', { name: 'Lista de certificados' })).getAttribute('href'),
    ).toBe('/Medicos-Vial/Lista-Certificados-viales');
    expect(nav.getByRole('link', { name: 'Buscar certificados' }).getAttribute('href')).toBe(
      '/Medicos-Vial/Buscar-certificados-medicos',
    );
    // The public's requests and their switch are the Admin's.
    expect(nav.getByRole('link', { name: 'Solicitudes' }).getAttribute('href')).toBe(
      '/Medicos-Vial/Lista-preRegistro',
    );
    expect(nav.getByRole('link', { name: 'Configuraciones' }).getAttribute('href')).toBe(
      '/Medicos-Vial/configuraciones',
    );
    // docs/product/screens.md: submenu Operativos (createOperational, record), decision 0025.
    fireEvent.click(nav.getByRole('button', { name: 'Operativos' }));
    expect((await nav.findByRole('link', { name: 'Crear operativo' })).getAttribute('href')).toBe(
      '/operativos/crear-operativos',
    );
    expect(nav.getByRole('link', { name: 'Operativos' }).getAttribute('href')).toBe(
      '/operativos/listado',
    );
  });

  it('offers Operativos to the VialDirector too (decision 0025)', { timeout: 20_000 }, async () => {
    renderLayout(sessionOf({ role: 'VialDirector' }));
    await screen.findByRole('banner');
    expect(sidebar().getByRole('button', { name: 'Operativos' })).toBeInTheDocument();
  });

  it.each(['medic', 'nurse', 'INTT'] as const)(
    'offers no Operativos in the %s module',
    { timeout: 20_000 },
    async (module) => {
      renderLayout(sessionOf({ module, role: 'Admin' }));
      await screen.findByRole('banner');
      expect(sidebar().queryByRole('button', { name: 'Operativos' })).not.toBeInTheDocument();
      expect(sidebar().queryByRole('link', { name: 'Crear operativo' })).not.toBeInTheDocument();
    },
  );

  it('hides what the role may not see (INTT Official loses Usuarios INTT)', async () => {
    renderLayout(sessionOf({ module: 'INTT', role: 'Official' }));
    await screen.findByRole('banner');
    expect(sidebar().getByRole('link', { name: 'Buscar Médicos' })).toBeInTheDocument();
    expect(sidebar().queryByRole('button', { name: 'Usuarios INTT' })).not.toBeInTheDocument();
    expect(screen.getByText('Funcionario')).toBeInTheDocument();
    expect(document.title).toBe('AptoVial · INTT');
  });

  it.each([
    ['medic', '/medicos/Lista-medicos'],
    ['nurse', '/medicos/Lista-medicos'],
    ['INTT', '/Medicos-INTT/Medicos-INTT'],
    ['medicVial', '/Medicos-Vial/Lista-Certificados-viales'],
  ] as const)('links the %s logo to its mode home', async (module, href) => {
    renderLayout(sessionOf({ module, role: 'Admin' }));
    await screen.findByRole('banner');
    expect(
      sidebar()
        .getByRole('link', { name: /^Ir al inicio/ })
        .getAttribute('href'),
    ).toBe(href);
  });

  it('collapses the sidebar from 16rem to 6rem icons that keep their names', async () => {
    renderLayout(sessionOf({}));
    const collapseButton = await screen.findByRole('button', { name: 'Contraer menú lateral' });
    expect(desktopSidebarWidth()).toBe('16rem');
    fireEvent.click(collapseButton);
    expect(desktopSidebarWidth()).toBe('6rem');
    const nav = sidebar();
    const home = nav.getByRole('link', { name: 'Inicio' });
    expect(home.textContent).toBe('');
    expect(nav.getByRole('button', { name: 'Certificados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expandir menú lateral' })).toBeInTheDocument();
  });

  it('opens the phone menu with the burger', async () => {
    renderLayout(sessionOf({}));
    const burger = await screen.findByRole('button', { name: 'Abrir menú' });
    fireEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toBeInTheDocument();
  });

  it('logs out from the user menu to the login of the module', async () => {
    const calls = stubApi(() => ({ body: { data: { message: 'Sesión cerrada' } } }));
    const { router } = renderLayout(sessionOf({ module: 'nurse', role: 'Secretary' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    expect((await screen.findByRole('menuitem', { name: 'Perfil' })).getAttribute('href')).toBe(
      '/perfil/DatosPersonales',
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Fuera del panel')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Login');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    // The layout's start-up data (GETs) aside, one call: the logout, with the token.
    const writes = calls.filter(({ method }) => method !== 'GET');
    expect(writes.map(({ url, method }) => `${method} ${url}`)).toEqual(['POST /api/auth/logout']);
    expect(writes[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('offers profile, update and password entries in the user menu', async () => {
    renderLayout(sessionOf({}));
    fireEvent.click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Perfil', '/perfil/DatosPersonales'],
      ['Actualizar datos', '/perfil/ActualizarDatos'],
      ['Cambiar contraseña', '/Cambiar-mi-contrasena'],
      ['Cerrar sesión', null],
    ]);
  });
});

describe('Cambiar Sesión', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  const medicAdmin = {
    id: 11,
    type: 'medic',
    rol: 'Admin',
    rolName: 'Administrador',
    state: 'VE-K',
    status: 'active',
  } as const;
  const inttOfficial = {
    id: 12,
    type: 'INTT',
    rol: 'Official',
    rolName: 'Funcionario',
    state: 'VE-L',
    status: 'active',
  } as const;
  const nurseSecretary = {
    id: 13,
    type: 'nurse',
    rol: 'Secretary',
    rolName: 'Secretaria',
    state: null,
    status: 'inactive',
  } as const;

  async function openUserMenu() {
    fireEvent.click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    await screen.findByRole('menuitem', { name: 'Perfil' });
  }

  it('is not offered with a single account', async () => {
    renderLayout(sessionOf({ module: 'medic', user: { accountId: 11, accounts: [medicAdmin] } }));
    await openUserMenu();
    expect(screen.queryByRole('menuitem', { name: 'Cambiar Sesión' })).not.toBeInTheDocument();
  });

  it('lists the other accounts and switches to the one picked, resetting cached data', async () => {
    // The new session owes its own second step (decision 0050): the code page comes first.
    const user = { accountId: 11, accounts: [medicAdmin, inttOfficial, nurseSecretary] };
    const switched = sessionUserOf({ ...user, accountId: 12, type: 'INTT', rol: 'Official' });
    const calls = stubApi(() => ({
      body: { data: { token: 'tok-intt', step: 'otp', user: switched } },
    }));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['certificates'], ['de la cuenta anterior']);
    useSessionStore.getState().signIn(sessionOf({ module: 'medic', user }));
    renderRoutes(
      [
        { Component: AppLayout, children: [{ path: '/home', element: <p>Página</p> }] },
        { path: '/Verificacion-OTP/login', element: <p>Código de la nueva cuenta</p> },
      ],
      { initialPath: '/home', queryClient },
    );
    await openUserMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cambiar Sesión' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar Sesión' }));
    expect(dialog.queryByText('Médicos')).not.toBeInTheDocument();
    expect(dialog.getByText('Funcionario · Mérida')).toBeInTheDocument();
    const inactive = dialog.getByRole('button', { name: /Enfermería/ });
    expect(inactive.hasAttribute('disabled')).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: /INTT/ }));

    expect(await screen.findByText('Código de la nueva cuenta')).toBeInTheDocument();
    const writes = calls.filter(({ method }) => method !== 'GET');
    expect(writes.map(({ url }) => url)).toEqual(['/api/auth/switch-account']);
    expect(writes[0]?.body).toEqual({ accountId: 12 });
    expect(useSessionStore.getState().token).toBe('tok-intt');
    expect(useSessionStore.getState().module).toBe('INTT');
    expect(useSessionStore.getState().step).toBe('otp');
    expect(pendingLogin.read()).toEqual({ email: switched.email, mode: 'INTT' });
    expect(window.sessionStorage.getItem('token')).toBe('tok-intt');
    expect(queryClient.getQueryData(['certificates'])).toBeUndefined();
  });
});
