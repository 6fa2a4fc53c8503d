import type { Module, Role } from './catalogues/roles';
import type { RouteName } from './routes';

/**
 * The sidebar of docs/product/screens.md ("Sidebar by module") and docs/product/roles.md
 * ("Menu visibility"), written once as data so the layout renders it and the tests pin every rule.
 */
export type MenuIcon =
  | 'list'
  | 'search'
  | 'certificate'
  | 'settings'
  | 'profile'
  | 'support'
  | 'report'
  | 'money'
  | 'dashboard'
  | 'operatives'
  | 'users';

export type MenuLeaf = { route: RouteName; labelKey: string; icon: MenuIcon };
export type MenuGroup = { labelKey: string; icon: MenuIcon; children: MenuLeaf[] };
export type MenuEntry = MenuLeaf | MenuGroup;

/**
 * `onlyFor`: the row exists only for these roles. `hiddenFor`: every role sees it except these.
 * A role that does not belong to the module (say ManagingDirector in the nurse module) is named
 * in no list, so it gets the module's base menu: no extras and no losses. We chose that over an
 * empty menu because the server, not the sidebar, decides what a session may open.
 */
type Visibility = { onlyFor?: readonly Role[]; hiddenFor?: readonly Role[] };
type LeafRow = Visibility & { route: RouteName; icon: MenuIcon };
type GroupName = 'settings' | 'certificates' | 'usersIntt' | 'operatives';
type GroupRow = Visibility & { group: GroupName; icon: MenuIcon; children: readonly LeafRow[] };
type MenuRow = LeafRow | GroupRow;

const profile: LeafRow = { route: 'dataProfile', icon: 'profile' };
const support: LeafRow = { route: 'support', icon: 'support' };

const menuTable: Record<Module, readonly MenuRow[]> = {
  nurse: [
    { route: 'listMedics', icon: 'list' },
    { route: 'searchMedic', icon: 'search' },
    {
      group: 'settings',
      icon: 'settings',
      hiddenFor: ['Directorate', 'Secretary'],
      children: [
        { route: 'listUsers', icon: 'users' },
        { route: 'searchUsers', icon: 'search' },
      ],
    },
    profile,
    support,
  ],
  medic: [
    { route: 'listMedics', icon: 'list' },
    { route: 'searchMedic', icon: 'search' },
    {
      group: 'certificates',
      icon: 'certificate',
      children: [
        { route: 'listCertifieldLotes', icon: 'list' },
        { route: 'listCertifields', icon: 'certificate', hiddenFor: ['Directorate'] },
        { route: 'listMedicVial', icon: 'users' },
        { route: 'countCertifields', icon: 'report', onlyFor: ['Admin'] },
        // The fraud signals, for the Admin and the state's President (decision 0035).
        { route: 'fraudSignals', icon: 'report', onlyFor: ['Admin', 'President'] },
        // Whoever issues records a driver found unfit (No apto, decision 0036); like the list, not
        // the Directorate's (docs/product/roles.md), though the API admits it.
        { route: 'unfitFindings', icon: 'report', hiddenFor: ['Directorate'] },
      ],
    },
    {
      group: 'settings',
      icon: 'settings',
      hiddenFor: ['VialDirector'],
      children: [
        { route: 'listUsers', icon: 'users' },
        { route: 'searchUsers', icon: 'search' },
        // docs/product/screens.md: the medic Admin also sees Administrar Montos (decision 0022).
        { route: 'commisionDollar', icon: 'money', onlyFor: ['Admin'] },
        // Claves de acceso (API), for the licensing systems (decision 0085).
        { route: 'apiKeys', icon: 'settings', onlyFor: ['Admin'] },
      ],
    },
    profile,
    support,
  ],
  INTT: [
    { route: 'searchMedicsINTT', icon: 'search' },
    {
      group: 'certificates',
      icon: 'certificate',
      children: [
        { route: 'listCertifields', icon: 'list' },
        { route: 'searchCertifields', icon: 'search' },
        // The fraud signals of their state, for the Managing Director (decision 0035).
        { route: 'fraudSignals', icon: 'report', onlyFor: ['ManagingDirector'] },
      ],
    },
    {
      group: 'usersIntt',
      icon: 'users',
      hiddenFor: ['Official'],
      children: [
        { route: 'listUsersInnt', icon: 'list' },
        { route: 'searchUsersIntt', icon: 'search' },
      ],
    },
    // Claves de acceso (API), for the licensing systems (decision 0085).
    { route: 'apiKeys', icon: 'settings', onlyFor: ['Admin'] },
    profile,
    support,
  ],
  medicVial: [
    { route: 'dashboardMVial', icon: 'dashboard' },
    {
      group: 'certificates',
      icon: 'certificate',
      children: [
        { route: 'listCertifieldVial', icon: 'list' },
        { route: 'searchCertifieldsVial', icon: 'search' },
        // A mobile payment found at the bank pays one certificate (docs/product/screens.md,
        // decision 0023).
        { route: 'searchC2P', icon: 'money' },
        { route: 'registerCertificatePay', icon: 'certificate' },
        // A driver found unfit (No apto), recorded by the doctor (decision 0036).
        { route: 'unfitFindings', icon: 'report' },
      ],
    },
    // docs/product/screens.md: submenu Operativos (decision 0025), for both road roles.
    {
      group: 'operatives',
      icon: 'operatives',
      children: [
        { route: 'createOperational', icon: 'operatives' },
        { route: 'record', icon: 'list' },
      ],
    },
    // Pagos (lista-de-pagos-movil); the API keeps a VialDirector to their own (decision 0023).
    { route: 'listPaymentC2p', icon: 'money' },
    // The road-medicine Admin grants credentials from the enabled medics' list (decision 0018).
    { route: 'listMedicVial', icon: 'users', onlyFor: ['Admin'] },
    // The public's requests (Lista-preRegistro, Admin only: docs/product/roles.md).
    { route: 'listMedicsVial', icon: 'list', onlyFor: ['Admin'] },
    // The fraud signals, and their thresholds, for the road Admin (decision 0035).
    { route: 'fraudSignals', icon: 'report', onlyFor: ['Admin'] },
    // docs/product/screens.md: the Admin of medicVial also gets Configuraciones.
    { route: 'settings-vial', icon: 'settings', onlyFor: ['Admin'] },
    profile,
    support,
  ],
};

function isGroupRow(row: MenuRow): row is GroupRow {
  return 'group' in row;
}

function isVisibleTo(row: Visibility, role: Role): boolean {
  if (row.onlyFor && !row.onlyFor.includes(role)) return false;
  return !row.hiddenFor?.includes(role);
}

function leafLabelKey(route: RouteName): string {
  return `menu.${route}`;
}

function groupLabelKey(group: GroupName): string {
  return `menu.group.${group}`;
}

function toLeaf(row: LeafRow): MenuLeaf {
  return { route: row.route, labelKey: leafLabelKey(row.route), icon: row.icon };
}

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry;
}

/** The sidebar a session sees; a group left without children is dropped rather than shown empty. */
export function menuFor(module: Module, role: Role): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const row of menuTable[module]) {
    if (!isVisibleTo(row, role)) continue;
    if (!isGroupRow(row)) {
      entries.push(toLeaf(row));
      continue;
    }
    const children = row.children.filter((child) => isVisibleTo(child, role)).map(toLeaf);
    if (children.length > 0) {
      entries.push({ labelKey: groupLabelKey(row.group), icon: row.icon, children });
    }
  }
  return entries;
}

/**
 * Whether a session's sidebar offers `route`. The server refuses what the menu does not offer
 * where docs/product/roles.md gives a screen to some roles only (Reportes: the medic Admin), so the
 * rule is this table, not a second list.
 */
export function menuOffers(account: { module: Module; role: Role }, route: RouteName): boolean {
  return menuFor(account.module, account.role).some((entry) =>
    isMenuGroup(entry)
      ? entry.children.some((child) => child.route === route)
      : entry.route === route,
  );
}

function labelKeysOf(row: MenuRow): string[] {
  if (!isGroupRow(row)) return [leafLabelKey(row.route)];
  return [groupLabelKey(row.group), ...row.children.map((child) => leafLabelKey(child.route))];
}

/** Every label key the table can produce, so the i18n catalogues can be checked for gaps. */
export const menuLabelKeys: readonly string[] = [
  ...new Set(Object.values(menuTable).flatMap((rows) => rows.flatMap(labelKeysOf))),
];
