import { describe, expect, it } from 'vitest';
import { type Module, modules, type Role, roleCodes } from './catalogues/roles';
import { isMenuGroup, type MenuEntry, menuFor, menuLabelKeys, menuOffers } from './menu';
import { type RouteName, routePaths } from './routes';

function routesOf(entries: MenuEntry[]): RouteName[] {
  return entries.flatMap((entry) =>
    isMenuGroup(entry) ? entry.children.map((child) => child.route) : [entry.route],
  );
}

function everyMenu(): MenuEntry[][] {
  return modules.flatMap((module) => roleCodes.map((role) => menuFor(module, role)));
}

const nurseBase: RouteName[] = [
  'listMedics',
  'searchMedic',
  'listUsers',
  'searchUsers',
  'dataProfile',
  'support',
];
const nurseWithoutSettings: RouteName[] = ['listMedics', 'searchMedic', 'dataProfile', 'support'];
const medicBase: RouteName[] = [
  'listMedics',
  'searchMedic',
  'listCertifieldLotes',
  'listCertifields',
  'listMedicVial',
  'unfitFindings',
  'listUsers',
  'searchUsers',
  'dataProfile',
  'support',
];
const inttBase: RouteName[] = [
  'searchMedicsINTT',
  'listCertifields',
  'searchCertifields',
  'listUsersInnt',
  'searchUsersIntt',
  'dataProfile',
  'support',
];
// Operativos (decision 0025) is both road roles'; Configuraciones is the Admin's.
const medicVialBase: RouteName[] = [
  'dashboardMVial',
  'listCertifieldVial',
  'searchCertifieldsVial',
  'searchC2P',
  'registerCertificatePay',
  'unfitFindings',
  'createOperational',
  'record',
  'listPaymentC2p',
  'dataProfile',
  'support',
];

/** The base menu with Señales de fraude right after `after`. */
const withFraud = (base: RouteName[], after: RouteName): RouteName[] =>
  base.flatMap((route) => (route === after ? [route, 'fraudSignals' as const] : [route]));

// One row per module and role that docs/product/screens.md and roles.md name, including who loses
// and who gains.
const cases: [Module, Role, RouteName[]][] = [
  ['nurse', 'Admin', nurseBase],
  ['nurse', 'President', nurseBase],
  ['nurse', 'Directorate', nurseWithoutSettings],
  ['nurse', 'Secretary', nurseWithoutSettings],
  [
    'medic',
    'Admin',
    [
      'listMedics',
      'searchMedic',
      'listCertifieldLotes',
      'listCertifields',
      'listMedicVial',
      'countCertifields',
      'fraudSignals',
      'unfitFindings',
      'listUsers',
      'searchUsers',
      'commisionDollar',
      'apiKeys',
      'dataProfile',
      'support',
    ],
  ],
  // Señales de fraude (decision 0035): the medic Admin and President, INTT's Managing Director, the
  // road Admin.
  ['medic', 'President', withFraud(medicBase, 'listMedicVial')],
  [
    'medic',
    'Directorate',
    [
      'listMedics',
      'searchMedic',
      'listCertifieldLotes',
      'listMedicVial',
      'listUsers',
      'searchUsers',
      'dataProfile',
      'support',
    ],
  ],
  [
    'medic',
    'VialDirector',
    [
      'listMedics',
      'searchMedic',
      'listCertifieldLotes',
      'listCertifields',
      'listMedicVial',
      'unfitFindings',
      'dataProfile',
      'support',
    ],
  ],
  // Claves de acceso (API): the INTT Admin's (decision 0085).
  ['INTT', 'Admin', [...inttBase.slice(0, -2), 'apiKeys', 'dataProfile', 'support']],
  ['INTT', 'ManagingDirector', withFraud(inttBase, 'searchCertifields')],
  ['INTT', 'SectionalDirector', inttBase],
  [
    'INTT',
    'Official',
    ['searchMedicsINTT', 'listCertifields', 'searchCertifields', 'dataProfile', 'support'],
  ],
  // The road-medicine Admin also grants credentials from the enabled medics (decision 0018),
  // reads the public's requests (Solicitudes) and opens or closes them (Configuraciones).
  [
    'medicVial',
    'Admin',
    [
      'dashboardMVial',
      'listCertifieldVial',
      'searchCertifieldsVial',
      'searchC2P',
      'registerCertificatePay',
      'unfitFindings',
      'createOperational',
      'record',
      'listPaymentC2p',
      'listMedicVial',
      'listMedicsVial',
      'fraudSignals',
      'settings-vial',
      'dataProfile',
      'support',
    ],
  ],
  ['medicVial', 'VialDirector', medicVialBase],
];

describe('menuFor', () => {
  it.each(cases)('%s module, role %s', (module, role, expected) => {
    expect(routesOf(menuFor(module, role))).toEqual(expected);
  });

  it('gives roles outside a module the base menu', () => {
    expect(routesOf(menuFor('nurse', 'ManagingDirector'))).toEqual(nurseBase);
    expect(routesOf(menuFor('medic', 'Official'))).toEqual(medicBase);
    expect(routesOf(menuFor('INTT', 'Secretary'))).toEqual(inttBase);
    expect(routesOf(menuFor('medicVial', 'Directorate'))).toEqual(medicVialBase);
  });

  it('puts reports under Certificados for the medic Admin', () => {
    const groups = menuFor('medic', 'Admin').filter(isMenuGroup);
    expect(groups.map((group) => group.labelKey)).toEqual([
      'menu.group.certificates',
      'menu.group.settings',
    ]);
    expect(groups[0]?.children.map((child) => child.route)).toContain('countCertifields');
  });

  it('names the groups of every module', () => {
    const groupKeys = (module: Module) =>
      menuFor(module, 'Admin')
        .filter(isMenuGroup)
        .map((group) => group.labelKey);
    expect(groupKeys('nurse')).toEqual(['menu.group.settings']);
    expect(groupKeys('INTT')).toEqual(['menu.group.certificates', 'menu.group.usersIntt']);
    expect(groupKeys('medicVial')).toEqual(['menu.group.certificates', 'menu.group.operatives']);
  });

  it('labels leaves menu.<routeName>', () => {
    for (const entries of everyMenu()) {
      for (const entry of entries) {
        const leaves = isMenuGroup(entry) ? entry.children : [entry];
        for (const leaf of leaves) expect(leaf.labelKey).toBe(`menu.${leaf.route}`);
      }
    }
  });

  it('never returns an empty group', () => {
    for (const entries of everyMenu()) {
      for (const group of entries.filter(isMenuGroup))
        expect(group.children.length).toBeGreaterThan(0);
    }
  });
});

describe('menu table', () => {
  it('only links to routes that exist', () => {
    const known = Object.keys(routePaths);
    for (const entries of everyMenu()) {
      for (const route of routesOf(entries)) expect(known).toContain(route);
    }
  });

  it('lists in menuLabelKeys exactly the keys the menus produce', () => {
    const produced = new Set(
      everyMenu().flatMap((entries) =>
        entries.flatMap((entry) =>
          isMenuGroup(entry)
            ? [entry.labelKey, ...entry.children.map((child) => child.labelKey)]
            : [entry.labelKey],
        ),
      ),
    );
    expect([...produced].sort()).toEqual([...menuLabelKeys].sort());
    expect(new Set(menuLabelKeys).size).toBe(menuLabelKeys.length);
  });
});

describe('menuOffers', () => {
  it('offers a route exactly where menuFor shows it', () => {
    for (const module of modules) {
      for (const role of roleCodes) {
        const shown = routesOf(menuFor(module, role));
        for (const route of Object.keys(routePaths) as RouteName[]) {
          expect(menuOffers({ module, role }, route), `${module} ${role} ${route}`).toBe(
            shown.includes(route),
          );
        }
      }
    }
  });

  it.each(['listMedicsVial', 'settings-vial'] as const)(
    'offers %s to the road-medicine Admin alone (docs/product/screens.md and roles.md)',
    (route) => {
      const offered = modules.flatMap((module) =>
        roleCodes
          .filter((role) => menuOffers({ module, role }, route))
          .map((role) => `${module}/${role}`),
      );
      expect(offered).toEqual(['medicVial/Admin']);
    },
  );

  it.each(['searchC2P', 'registerCertificatePay', 'listPaymentC2p'] as const)(
    'offers %s to road medicine alone, to each of its roles (decision 0023)',
    (route) => {
      const offering = modules.filter((module) =>
        roleCodes.some((role) => menuOffers({ module, role }, route)),
      );
      expect(offering).toEqual(['medicVial']);
      expect(menuOffers({ module: 'medicVial', role: 'VialDirector' }, route)).toBe(true);
    },
  );

  it.each(['createOperational', 'record'] as const)(
    'offers %s (Operativos) to both road-medicine roles and to no other module (decision 0025)',
    (route) => {
      const offered = modules.flatMap((module) =>
        roleCodes
          .filter((role) => menuOffers({ module, role }, route))
          .map((role) => `${module}/${role}`),
      );
      expect(offered).toContain('medicVial/Admin');
      expect(offered).toContain('medicVial/VialDirector');
      expect(offered.every((where) => where.startsWith('medicVial/'))).toBe(true);
      const group = menuFor('medicVial', 'VialDirector').filter(isMenuGroup)[1];
      expect(group?.labelKey).toBe('menu.group.operatives');
      expect(group?.children.map((child) => child.route)).toEqual(['createOperational', 'record']);
    },
  );

  it.each(['countCertifields', 'commisionDollar'] as const)(
    'offers %s (Reportes, Administrar Montos) to the medic Admin alone (docs/product/roles.md)',
    (route) => {
      const offered = modules.flatMap((module) =>
        roleCodes
          .filter((role) => menuOffers({ module, role }, route))
          .map((role) => `${module}/${role}`),
      );
      expect(offered).toEqual(['medic/Admin']);
    },
  );
});
