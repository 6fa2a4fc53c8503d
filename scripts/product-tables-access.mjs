import { code, table } from './product-tables-render.mjs';

/**
 * The screens and the API calls, and who may open or call each: drawn from the permissions table
 * of packages/shared/src/access (decision 0029), the route names and the menu table.
 */

const callersOf = ({ modules, moduleRoles }) =>
  modules.flatMap((module) => moduleRoles[module].map((role) => ({ module, role })));

/** `medic: all; INTT: Admin, Official` from the callers admitted, in the modules' order. */
function whoOf(sources, admitted, suffixOf = () => '') {
  const { modules, moduleRoles } = sources;
  const parts = modules.flatMap((module) => {
    const roles = admitted.filter((caller) => caller.module === module).map(({ role }) => role);
    if (roles.length === 0) return [];
    const named = roles.length === moduleRoles[module].length ? 'all' : roles.join(', ');
    return [`${module}: ${named}${suffixOf(module)}`];
  });
  if (parts.length === 0) return 'nobody';
  const everyone = admitted.length === callersOf(sources).length;
  return everyone && !parts.some((part) => part.includes('(')) ? 'any session' : parts.join('; ');
}

/** The menu test's rule: the web guard lets the caller in and the API admits all the page needs. */
function mayOpen(sources, caller, route) {
  const { pageAccess, pageNeeds, permissionOf, admits } = sources;
  if (pageAccess[route].guard === 'admin' && caller.role !== 'Admin') return false;
  return pageNeeds(route, caller.module).every((key) => {
    const [method = '', path = ''] = key.split(' ');
    const permission = permissionOf(method, path);
    return permission !== undefined && admits(permission, caller);
  });
}

const openGuards = {
  public: 'anyone without a session',
  pendingLogin: 'a sign-in or recovery in progress',
  resetProof: 'a verified recovery code',
};

export function screensTable(sources) {
  const { routePaths, pageAccess, menuOffers } = sources;
  const callers = callersOf(sources);
  return table(
    ['Route name', 'Path', 'Opened by', 'In the sidebar of'],
    Object.entries(routePaths).map(([route, path]) => {
      const { guard } = pageAccess[route];
      const openedBy =
        openGuards[guard] ??
        whoOf(
          sources,
          callers.filter((caller) => mayOpen(sources, caller, route)),
        );
      const inMenu = callers.filter((caller) => menuOffers(caller, route));
      return [code(route), code(path), openedBy, inMenu.length ? whoOf(sources, inMenu) : '—'];
    }),
  );
}

/** The name each path has in packages/shared/src/api-paths.ts (or what it serves). */
function operationNames(sources) {
  const { apiPaths, authPrefixes, authCalls, photoUploadPaths, termsPaths, findEmailPaths } =
    sources;
  const names = new Map([
    ['/api/health', 'health'],
    ['/api/ready', 'ready'],
    ['/api/uploads/{folder}/{name}', 'uploadedPhoto'],
  ]);
  const add = (path, name) => {
    const known = names.get(path);
    if (!known?.split(', ').includes(name)) names.set(path, known ? `${known}, ${name}` : name);
  };
  for (const [name, path] of Object.entries(apiPaths)) add(path, name);
  for (const prefix of Object.values(authPrefixes)) {
    for (const call of authCalls) add(`${prefix}/${call}`, call);
  }
  for (const path of Object.values(photoUploadPaths)) add(path, 'photoUpload');
  for (const path of Object.values(termsPaths)) add(path, 'terms');
  for (const path of Object.values(findEmailPaths)) add(path, 'findEmail');
  return (path) => names.get(path) ?? (path.startsWith('/api/docs') ? 'docs' : '—');
}

function whoMayCall(sources, permission) {
  if (permission.kind === 'public') return 'anyone';
  if (permission.kind === 'tokenCheck') return 'anyone (checks the token it is sent)';
  if (permission.kind === 'apiKey') return `an API key of scope \`${permission.scope}\``;
  const admitted = callersOf(sources).filter((caller) => sources.admits(permission, caller));
  const reachOf = (module) => {
    const reach = permission.reach?.[module];
    return reach ? ` (${reach})` : '';
  };
  const who = whoOf(sources, admitted, reachOf);
  return permission.incomplete ? `${who}, also one still signing in` : who;
}

export function callsTable(sources) {
  const nameOf = operationNames(sources);
  return table(
    ['Method', 'Path', 'Operation', 'Who may call'],
    sources.apiOperations.map(({ method, path, permission }) => [
      method,
      code(path),
      nameOf(path),
      whoMayCall(sources, permission),
    ]),
  );
}
