import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import defaultAvatar from '../../assets/avatar-default.svg';
import { useSessionStore, type VerifiedSession } from '../../shared/session/sessionStore';
import { renderRoutes } from '../../test/render';
import { AppLayout } from './AppLayout';

function sessionOf(overrides: Partial<VerifiedSession>): VerifiedSession {
  return {
    token: 'tok',
    user: { names: 'Ana María', lastNames: 'Pérez Díaz', email: 'ana@example.com', image: null },
    module: 'medicVial',
    role: 'Admin',
    ...overrides,
  };
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
  afterEach(() => useSessionStore.getState().clear());

  it("shows the user's names, role name and default avatar in the top bar", async () => {
    renderLayout(sessionOf({}));
    const banner = within(await screen.findByRole('banner'));
    expect(banner.getByText('Ana María Pérez Díaz')).toBeDefined();
    expect(banner.getByText('Administrador')).toBeDefined();
    expect(banner.getByRole('img', { name: 'Foto de perfil' }).getAttribute('src')).toBe(
      defaultAvatar,
    );
    expect(screen.getByText('Página')).toBeDefined();
    expect(document.title).toBe('AptoVial · Medicina Vial');
  });

  it("shows the user's own photo when there is one", async () => {
    const user = { ...sessionOf({}).user, image: '/uploads/ana.webp' };
    renderLayout(sessionOf({ user }));
    const avatar = await screen.findByRole('img', { name: 'Foto de perfil' });
    expect(avatar.getAttribute('src')).toBe('/uploads/ana.webp');
  });

  it('builds the medicVial Admin sidebar from the menu, with Spanish labels', async () => {
    renderLayout(sessionOf({}));
    await screen.findByRole('banner');
    const nav = sidebar();
    expect(nav.getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe(
      '/Medicos-Vial/panel',
    );
    expect(nav.getByRole('link', { name: 'Configuraciones' })).toBeDefined();
    expect(nav.getByRole('link', { name: 'Perfil' })).toBeDefined();
    expect(nav.getByRole('link', { name: 'Soporte' })).toBeDefined();
    fireEvent.click(nav.getByRole('button', { name: 'Certificados' }));
    expect(
      (await nav.findByRole('link', { name: 'Lista de certificados' })).getAttribute('href'),
    ).toBe('/Medicos-Vial/Lista-Certificados-viales');
    fireEvent.click(nav.getByRole('button', { name: 'Operativos' }));
    expect(await nav.findByRole('link', { name: 'Crear operativo' })).toBeDefined();
  });

  it('hides what the role may not see (INTT Official loses Usuarios INTT)', async () => {
    renderLayout(sessionOf({ module: 'INTT', role: 'Official' }));
    await screen.findByRole('banner');
    expect(sidebar().getByRole('link', { name: 'Buscar Médicos' })).toBeDefined();
    expect(sidebar().queryByRole('button', { name: 'Usuarios INTT' })).toBeNull();
    expect(screen.getByText('Funcionario')).toBeDefined();
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
    expect(nav.getByRole('button', { name: 'Certificados' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Expandir menú lateral' })).toBeDefined();
  });

  it('opens the phone menu with the burger', async () => {
    renderLayout(sessionOf({}));
    const burger = await screen.findByRole('button', { name: 'Abrir menú' });
    fireEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toBeDefined();
  });

  it('logs out from the user menu to the login of the module', async () => {
    const { router } = renderLayout(sessionOf({ module: 'nurse', role: 'Secretary' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    expect((await screen.findByRole('menuitem', { name: 'Perfil' })).getAttribute('href')).toBe(
      '/perfil/DatosPersonales',
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Fuera del panel')).toBeDefined();
    expect(router.state.location.pathname).toBe('/Login');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });
});
