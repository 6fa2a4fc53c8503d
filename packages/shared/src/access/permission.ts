import { type Module, moduleRoles, type Role } from '../catalogues/roles';

/**
 * The shape of the authorisation table (decision 0029): who may call an API operation. The API's
 * guards enforce it; the access-matrix test calls every route as every caller and compares.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How far a caller of a module who is not its Admin sees or acts: the records of their own state
 * (a session of another state is refused or finds nothing), or their own (a road doctor's
 * certificates, payments and operatives). Admins, and callers of a module left out, reach all.
 */
export type Reach = 'state' | 'own';

/** The callers of one module an operation admits: every role of it (`true`) or the roles named. */
export type ModuleGrant = true | readonly Role[];

export type Permission =
  /** Anyone, with or without a session: the route has no session guard. */
  | { kind: 'public' }
  /** No guard: the handler checks the token it is given and answers 401 to none or a dead one. */
  | { kind: 'tokenCheck' }
  /** No session guard: a machine's API key of this scope, checked by the route (decision 0085). */
  | { kind: 'apiKey'; scope: string }
  | {
      kind: 'session';
      modules: Partial<Record<Module, ModuleGrant>>;
      reach?: Partial<Record<Module, Reach>>;
      /** Also sessions that have still to accept the terms or enter their e-mailed code. */
      incomplete?: true;
    };

/** One route of the API: `path` as apiPaths spells it (`{id}`), docs and wildcards included. */
export type ApiOperation = { method: HttpMethod; path: string; permission: Permission };

/** A signed-in caller, as the table reads it. */
export type Caller = { module: Module; role: Role };

export const anyone: Permission = { kind: 'public' };

export function signedIn(
  modules: Partial<Record<Module, ModuleGrant>>,
  options: { reach?: Partial<Record<Module, Reach>>; incomplete?: true } = {},
): Permission {
  return { kind: 'session', modules, ...options };
}

/** Every role of each module named. */
export function everyRoleOf(...names: readonly Module[]): Partial<Record<Module, true>> {
  return Object.fromEntries(names.map((name) => [name, true]));
}

/** The same reach for each module named. */
export function reachOf(reach: Reach, ...names: readonly Module[]): Partial<Record<Module, Reach>> {
  return Object.fromEntries(names.map((name) => [name, reach]));
}

export const operationKey = (method: string, path: string) => `${method} ${path}`;

/** Whether the operation is open to callers without a session. */
export function isOpen(permission: Permission): boolean {
  return permission.kind !== 'session';
}

/** Whether a complete session of `caller` passes the operation's guards. */
export function admits(permission: Permission, caller: Caller): boolean {
  if (permission.kind !== 'session') return true;
  const grant = permission.modules[caller.module];
  if (grant === undefined) return false;
  const roles = grant === true ? moduleRoles[caller.module] : grant;
  return roles.includes(caller.role);
}

/** Whether a session still signing in (terms or code pending) passes the guards. */
export function admitsIncomplete(permission: Permission, caller: Caller): boolean {
  if (permission.kind !== 'session') return true;
  return permission.incomplete === true && admits(permission, caller);
}

/** How far an admitted caller reaches ('every' for Admins); `null` when not admitted. */
export function reachFor(permission: Permission, caller: Caller): Reach | 'every' | null {
  if (!admits(permission, caller)) return null;
  if (permission.kind !== 'session' || caller.role === 'Admin') return 'every';
  return permission.reach?.[caller.module] ?? 'every';
}

export function operation(method: HttpMethod, path: string, permission: Permission): ApiOperation {
  return { method, path, permission };
}
