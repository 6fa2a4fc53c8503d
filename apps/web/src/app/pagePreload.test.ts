import { pathTo, routePaths } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { pageModuleOfRoute, pageModules } from './pageModules';
import { firstViewParts, routeOfPath } from './pagePreload';
import { appRoutes } from './routes';

describe('the first view downloads its page beside the app', () => {
  it('finds the route of a path as the router does: any letter case, a trailing slash, params', () => {
    expect(routeOfPath('/')).toBe('indexAptoVial');
    expect(routeOfPath('/Buscar-certificado-medicos')).toBe('searchCertifieldsFree');
    expect(routeOfPath('/login/')).toBe('login');
    expect(routeOfPath(pathTo('otp', { type: 'login' }))).toBe('otp');
    expect(routeOfPath('/no-existe')).toBeNull();
  });

  it('fetches a public page alone, without the query boundary or the account texts', () => {
    expect(firstViewParts(routePaths.searchCertifieldsFree, false)).toEqual(['verify']);
    expect(firstViewParts(routePaths.formCertifieldPayment, false)).toEqual(['requests']);
    expect(firstViewParts(routePaths.indexAptoVial, false)).toEqual(['landing']);
  });

  it('fetches every page mounted outside the query boundary alone', () => {
    const standalone = appRoutes.filter((route) => route.serverData === false);
    expect(standalone.length).toBeGreaterThan(3);
    for (const route of standalone)
      expect(firstViewParts(routePaths[route.name], false), route.name).toEqual([
        pageModuleOfRoute[route.name],
      ]);
  });

  it('fetches a sign-in page with the query boundary and the account texts', () => {
    expect(firstViewParts(routePaths.loginMedicVial, false)).toEqual([
      'auth',
      'serverData',
      'accountTexts',
    ]);
  });

  it('fetches a signed-in page with the layout and the session check, only with a token', () => {
    expect(firstViewParts(routePaths.dashboardMVial, true)).toEqual([
      'roadPanel',
      'serverData',
      'accountTexts',
      'layout',
      'sessionCheck',
    ]);
    // Without a token the guard only redirects: nothing is fetched for the page.
    expect(firstViewParts(routePaths.dashboardMVial, false)).toEqual([]);
    expect(firstViewParts(routePaths.home, true)).toEqual([]);
  });

  it('names, for every page of the route table, the module the router loads it from', async () => {
    for (const route of appRoutes) {
      const module = pageModuleOfRoute[route.name];
      if (route.page === null) {
        expect(module, route.name).toBeUndefined();
        continue;
      }
      expect(module, route.name).toBeDefined();
      if (module === undefined) continue;
      const exported = Object.values(await pageModules[module]());
      expect(exported, route.name).toContain(await route.page());
    }
  }, 60_000);
});
