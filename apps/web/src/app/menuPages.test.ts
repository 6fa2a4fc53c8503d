import { isMenuGroup, menuFor, modules, type RouteName, roleCodes } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

const withPage = new Set(appRoutes.filter((route) => route.page !== null).map((row) => row.name));

function offeredRoutes(): { where: string; route: RouteName }[] {
  return modules.flatMap((module) =>
    roleCodes.flatMap((role) =>
      menuFor(module, role)
        .flatMap((entry) => (isMenuGroup(entry) ? entry.children : [entry]))
        .map((leaf) => ({ where: `${module}/${role}`, route: leaf.route })),
    ),
  );
}

// Decision 0020: no menu item leads to a page that does not exist (an unmounted route would
// fall into the catch-all and send the person to the landing).
describe('the sidebar and the route table', () => {
  it('mounts a page for every route any module and role is offered', () => {
    const missing = offeredRoutes()
      .filter(({ route }) => !withPage.has(route))
      .map(({ where, route }) => `${where} → ${route}`);
    expect(missing).toEqual([]);
  });
});
