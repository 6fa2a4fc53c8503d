import {
  type Module,
  moduleRoles,
  modules,
  type PageGuard,
  pageAccess,
  type Role,
  type RouteName,
  routePaths,
} from '@aptovial/shared';
import { describe, expect, it, vi } from 'vitest';
import { verifiedSessionOf } from '../test/sessionFixtures';
import type { AppRoute } from './appRoute';
import { type GuardDeps, resolveAccess } from './guards';
import { appRoutes } from './routes';

/** Who opens a page: nobody, someone signing in or recovering, or a session of a module and role. */
type Visitor =
  | { kind: 'nobody' | 'pendingLogin' | 'resetProof' }
  | { kind: 'session'; module: Module; role: Role };

const visitors: Visitor[] = [
  { kind: 'nobody' },
  { kind: 'pendingLogin' },
  { kind: 'resetProof' },
  ...modules.flatMap((module) =>
    moduleRoles[module].map((role) => ({ kind: 'session' as const, module, role })),
  ),
];

const label = (visitor: Visitor) =>
  visitor.kind === 'session' ? `${visitor.module}/${visitor.role}` : visitor.kind;

/** The guards' inputs for a visitor: a confirmed, ready session needs no server call. */
function depsOf(visitor: Visitor): GuardDeps {
  const session =
    visitor.kind === 'session'
      ? verifiedSessionOf({ type: visitor.module, rol: visitor.role }, { token: 'tok' })
      : null;
  return {
    readToken: () => session?.token ?? null,
    readVerifiedSession: () => session,
    checkSession: vi.fn(async () => {
      throw new Error('the session is already confirmed');
    }),
    onVerified: vi.fn(),
    onCheckFailed: vi.fn(),
    signedInHome: 'dataProfile',
    hasPendingLogin: () => visitor.kind === 'pendingLogin',
    hasResetProof: () => visitor.kind === 'resetProof',
    borrowToken: async () => null,
    onBorrowed: vi.fn(),
    readSessionMode: () => null,
    deploymentMode: () => 'colegio',
  };
}

/** Who the shared table's guard lets through (packages/shared/src/access/pages.ts). */
function tableAdmits(guard: PageGuard, visitor: Visitor): boolean {
  switch (guard) {
    case 'public':
      return visitor.kind !== 'session';
    case 'pendingLogin':
    case 'resetProof':
      return visitor.kind === guard;
    case 'session':
      return visitor.kind === 'session';
    case 'admin':
      return visitor.kind === 'session' && visitor.role === 'Admin';
  }
}

/** Route names the router and the table disagree on: unmounted, unlisted or guarded otherwise. */
function disagreements(routes: readonly AppRoute[]): string[] {
  const mounted = new Map(routes.map((route) => [route.name, route.guard]));
  const names = new Set([...Object.keys(routePaths), ...mounted.keys()]) as Set<RouteName>;
  return [...names].flatMap((name) => {
    const declared = pageAccess[name]?.guard;
    const guard = mounted.get(name);
    return guard === declared ? [] : [`${name}: router ${guard}, table ${declared}`];
  });
}

// Decision 0029: every page of routePaths is mounted with the guard the
// shared permissions table declares, and that guard lets through exactly whom the table says.
describe('the web route table and the permissions table', () => {
  it('mount every route name once, with the guard the table declares', () => {
    expect(appRoutes.length).toBe(Object.keys(routePaths).length);
    expect(disagreements(appRoutes)).toEqual([]);
  });

  it('would notice a page guarded otherwise, or one the table does not list', () => {
    const loosened = appRoutes.map((route) =>
      route.name === 'listMedicsVial' ? { ...route, guard: 'session' as const } : route,
    );
    const stranger = { name: 'extraña' as RouteName, page: null, guard: 'public' as const };
    expect(disagreements([...loosened, stranger])).toEqual([
      'listMedicsVial: router session, table admin',
      'extraña: router public, table undefined',
    ]);
  });

  it.each(appRoutes.map((route) => [route.name, route] as const))(
    'lets into %s exactly the visitors the table admits',
    async (_name, route) => {
      const wrong: string[] = [];
      for (const visitor of visitors) {
        const redirect = await resolveAccess(route.guard, depsOf(visitor));
        const expected = tableAdmits(pageAccess[route.name].guard, visitor);
        if ((redirect === null) !== expected) {
          wrong.push(`${label(visitor)}: ${redirect ?? 'entra'}, table ${expected}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
