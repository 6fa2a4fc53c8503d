import { describe, expect, it } from 'vitest';
import { allApiPaths } from '../api-paths';
import { type Module, moduleRoles, modules, roleCodes } from '../catalogues/roles';
import { rolesCreatableBy } from '../permissions';
import { publicRouteNames, type RouteName, routePaths } from '../routes';
import { credentialRoles } from '../schemas/road-medicine';
import { apiOperations, openOperationKeys, permissionOf } from './index';
import { pageAccess, pageNeeds } from './pages';
import { admits, admitsIncomplete, isOpen, operationKey, reachFor } from './permission';

const routeNames = Object.keys(routePaths) as RouteName[];

describe('the role catalogue of each module', () => {
  it('is the Admin and the roles docs/product/roles.md lets be created there', () => {
    for (const module of ['medic', 'nurse', 'INTT'] as const) {
      const created = moduleRoles[module].flatMap((role) => rolesCreatableBy({ module, role }));
      expect(new Set(['Admin', ...created])).toEqual(new Set(moduleRoles[module]));
    }
    expect([...moduleRoles.medicVial].sort()).toEqual([...credentialRoles].sort());
  });
});

describe('the API operations table', () => {
  it('declares each METHOD /path once', () => {
    const keys = apiOperations.map((entry) => operationKey(entry.method, entry.path));
    expect(keys.length).toBeGreaterThan(130);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('declares every path the clients call (apiPaths and the per-login tables)', () => {
    const declared = new Set(apiOperations.map((entry) => entry.path));
    expect(allApiPaths().filter((path) => !declared.has(path))).toEqual([]);
  });

  it('grants each module only roles of its own catalogue', () => {
    const strays = apiOperations.flatMap(({ method, path, permission }) =>
      permission.kind !== 'session'
        ? []
        : Object.entries(permission.modules).flatMap(([module, grant]) =>
            grant === true
              ? []
              : grant
                  .filter((role) => !moduleRoles[module as Module].includes(role))
                  .map((role) => `${method} ${path}: ${module}/${role}`),
          ),
    );
    expect(strays).toEqual([]);
  });

  it('answers who may call, how far they reach, and what is open', () => {
    const users = permissionOf('GET', '/api/users');
    if (!users) throw new Error('GET /api/users undeclared');
    expect(admits(users, { module: 'nurse', role: 'President' })).toBe(true);
    expect(admits(users, { module: 'nurse', role: 'Secretary' })).toBe(false);
    expect(admits(users, { module: 'INTT', role: 'Admin' })).toBe(false);
    expect(reachFor(users, { module: 'nurse', role: 'President' })).toBe('state');
    expect(reachFor(users, { module: 'medic', role: 'Admin' })).toBe('every');
    expect(reachFor(users, { module: 'nurse', role: 'Secretary' })).toBeNull();
    expect(permissionOf('HEAD', '/api/health')).toEqual({ kind: 'public' });
    expect(permissionOf('GET', '/api/nowhere')).toBeUndefined();
    expect(openOperationKeys()).toContain('GET /api/certifields/searchFree');
    expect(openOperationKeys()).not.toContain('GET /api/certifields');
    const logout = permissionOf('POST', '/api/auth/logout');
    if (!logout) throw new Error('logout undeclared');
    expect(admitsIncomplete(logout, { module: 'INTT', role: 'Official' })).toBe(true);
    expect(admitsIncomplete(users, { module: 'medic', role: 'Admin' })).toBe(false);
  });
});

describe('the pages table', () => {
  it('has one row per route name, and needs only declared operations', () => {
    expect(Object.keys(pageAccess).sort()).toEqual([...routeNames].sort());
    const undeclared = routeNames.flatMap((route) =>
      modules.flatMap((module) =>
        pageNeeds(route, module)
          .filter((key) => {
            const [method = '', path = ''] = key.split(' ');
            return permissionOf(method, path) === undefined;
          })
          .map((key) => `${route} (${module}): ${key}`),
      ),
    );
    expect(undeclared).toEqual([]);
  });

  it('calls for pages without a session only what is open (or admits a session signing in)', () => {
    const closed = routeNames
      .filter(
        (route) => pageAccess[route].guard !== 'session' && pageAccess[route].guard !== 'admin',
      )
      .flatMap((route) =>
        modules.flatMap((module) =>
          pageNeeds(route, module)
            .filter((key) => {
              const [method = '', path = ''] = key.split(' ');
              const permission = permissionOf(method, path);
              if (!permission) return true;
              if (isOpen(permission)) return false;
              // Terms and code pages act under the pending session of a sign-in.
              return !(
                pageAccess[route].guard === 'pendingLogin' &&
                roleCodes.every(
                  (role) =>
                    !moduleRoles[module].includes(role) ||
                    admitsIncomplete(permission, { module, role }),
                )
              );
            })
            .map((key) => `${route}: ${key}`),
        ),
      );
    expect(closed).toEqual([]);
  });

  it('names as public routes exactly the pages opened without a session', () => {
    const withoutSession = routeNames.filter(
      (route) => pageAccess[route].guard !== 'session' && pageAccess[route].guard !== 'admin',
    );
    expect([...withoutSession].sort()).toEqual([...publicRouteNames].sort());
  });
});
