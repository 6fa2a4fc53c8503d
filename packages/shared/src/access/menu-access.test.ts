import { describe, expect, it } from 'vitest';
import { type Module, moduleRoles, modules, type Role } from '../catalogues/roles';
import { isMenuGroup, type MenuEntry, menuFor } from '../menu';
import type { RouteName } from '../routes';
import { permissionOf } from './index';
import { hiddenFromMenu, pageAccess, pageNeeds, shownButRefused } from './pages';
import { admits, type Caller } from './permission';

function leavesOf(entries: MenuEntry[]): RouteName[] {
  return entries.flatMap((entry) =>
    isMenuGroup(entry) ? entry.children.map((child) => child.route) : [entry.route],
  );
}

/** Every page any role of the module finds in its sidebar: the module's menu layout. */
const layoutOf = (module: Module) =>
  new Set(moduleRoles[module].flatMap((role) => leavesOf(menuFor(module, role))));

/** Whether the caller passes the web guard of the page and the API guards of all it needs. */
function mayOpen(caller: Caller, route: RouteName): boolean {
  if (pageAccess[route].guard === 'admin' && caller.role !== 'Admin') return false;
  return pageNeeds(route, caller.module).every((key) => {
    const [method = '', path = ''] = key.split(' ');
    const permission = permissionOf(method, path);
    return permission !== undefined && admits(permission, caller);
  });
}

const callers: Caller[] = modules.flatMap((module) =>
  moduleRoles[module].map((role: Role) => ({ module, role })),
);
type Exception = { module: Module; role: Role; route: RouteName };
const listedIn =
  (rows: readonly Exception[]) =>
  ({ module, role }: Caller, route: RouteName) =>
    rows.some((row) => row.module === module && row.role === role && row.route === route);
const isHidden = listedIn(hiddenFromMenu);
const isShownThoughRefused = listedIn(shownButRefused);

// Decision 0029: menu.ts keeps the sidebar's layout (order, groups, icons); this test holds it to
// the permissions table in both directions.
describe('the menus and the permissions table', () => {
  it.each(callers)('offers $module/$role only pages whose API calls it may make', (caller) => {
    const refused = leavesOf(menuFor(caller.module, caller.role)).filter(
      (route) => !mayOpen(caller, route) && !isShownThoughRefused(caller, route),
    );
    expect(refused).toEqual([]);
  });

  it.each(callers)(
    'offers $module/$role every page of its module it may open, unless the roles page hides it',
    (caller) => {
      const shown = new Set(leavesOf(menuFor(caller.module, caller.role)));
      const missing = [...layoutOf(caller.module)].filter(
        (route) => mayOpen(caller, route) && !shown.has(route) && !isHidden(caller, route),
      );
      expect(missing).toEqual([]);
    },
  );

  it('lists as hidden only pages the role may open and does not see', () => {
    const stale = hiddenFromMenu.filter(
      (row) =>
        !mayOpen(row, row.route) || leavesOf(menuFor(row.module, row.role)).includes(row.route),
    );
    expect(stale).toEqual([]);
  });

  it('lists as shown though refused only pages the role sees and may not open', () => {
    const stale = shownButRefused.filter(
      (row) =>
        mayOpen(row, row.route) || !leavesOf(menuFor(row.module, row.role)).includes(row.route),
    );
    expect(stale).toEqual([]);
  });

  it('would notice a menu leaf the table refuses', () => {
    // The nurse Secretary may not manage users: a Usuarios leaf in its menu would be refused.
    expect(mayOpen({ module: 'nurse', role: 'Secretary' }, 'listUsers')).toBe(false);
    expect(mayOpen({ module: 'nurse', role: 'President' }, 'listUsers')).toBe(true);
    expect(mayOpen({ module: 'INTT', role: 'Admin' }, 'listMedicsVial')).toBe(false);
  });
});
