import { apiPaths, pathTo } from '@aptovial/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { apiError, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { DataProfilePage } from './DataProfilePage';

function profileOf(rol: 'Admin' | 'President') {
  useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol, state: 'VE-A' }));
  const calls = stubApi((call) =>
    new URL(call.url, 'http://x').pathname === apiPaths.certifieldAmount
      ? apiError('COMMISSION_NOT_SET')
      : { status: 404 },
  );
  renderRoutes([{ path: '/perfil/DatosPersonales', element: <DataProfilePage /> }], {
    initialPath: '/perfil/DatosPersonales',
  });
  return calls;
}

// A sign-in lands on Datos personales: the college Admin reads there what stops the public paying.
describe('Datos personales tells the college Admin what stops the public from paying', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('names what is missing, with a link to Administrar Montos', async () => {
    profileOf('Admin');
    expect(
      await screen.findByText('El público aún no puede pagar sus solicitudes'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fijarlo en Administrar Montos' })).toHaveAttribute(
      'href',
      pathTo('commisionDollar'),
    );
  });

  it('asks nothing for anyone but the Admin', async () => {
    const calls = profileOf('President');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos personales' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes(apiPaths.certifieldAmount))).toBe(false);
    expect(
      screen.queryByText('El público aún no puede pagar sus solicitudes'),
    ).not.toBeInTheDocument();
  });
});
