import {
  type ApiOperation,
  admits,
  admitsIncomplete,
  operationKey,
  type Permission,
} from '@aptovial/shared';
import type { MatrixCaller } from './access-callers';

/** What a call came to, as far as the guards go: anything but 401 or 403 got past them. */
export type Outcome = 'allowed' | 'unauthorized' | 'forbidden';

/** The refusals a guard gives (plugins/auth.ts and the routes' checks); others are the handler's. */
const unauthorizedCodes = ['UNAUTHORIZED', 'SESSION_EXPIRED'];
const forbiddenCodes = ['FORBIDDEN', 'WRONG_MODULE', 'SESSION_INCOMPLETE'];

/** The outcome of an answer, or why it is not one a guard or a handler should give. */
export function outcomeOf(status: number, code: string | undefined): Outcome | string {
  if (status >= 500) return `${status} ${code ?? ''}`;
  if (status === 401)
    return unauthorizedCodes.includes(code ?? '') ? 'unauthorized' : `401 ${code}`;
  if (status === 403) return forbiddenCodes.includes(code ?? '') ? 'forbidden' : `403 ${code}`;
  return 'allowed';
}

/** What the table says `caller` gets from an operation with `permission`. */
export function expectedOutcome(permission: Permission, caller: MatrixCaller): Outcome {
  if (permission.kind === 'public') return 'allowed';
  // A session token is no API key: every caller of the matrix is refused.
  if (permission.kind === 'apiKey') return 'unauthorized';
  if (permission.kind === 'tokenCheck') {
    return caller.kind === 'session' || caller.kind === 'pending' ? 'allowed' : 'unauthorized';
  }
  switch (caller.kind) {
    case 'anonymous':
    case 'inactive':
      return 'unauthorized';
    case 'pending':
      return admitsIncomplete(permission, caller) ? 'allowed' : 'forbidden';
    case 'session':
      return admits(permission, caller) ? 'allowed' : 'forbidden';
  }
}

/** Fastify spells a parameter `:id`, the shared table `{id}` as docs/product/calls.md does. */
export const tableKeyOf = (route: { method: string; url: string }) =>
  operationKey(route.method, route.url.replace(/:([A-Za-z]+)/g, '{$1}'));

/** Routes the app serves that the table does not declare, and declared ones it does not serve. */
export function routeTableGaps(
  served: readonly { method: string; url: string }[],
  declared: readonly ApiOperation[],
): { undeclared: string[]; unserved: string[] } {
  const servedKeys = new Set(served.filter((route) => route.method !== 'HEAD').map(tableKeyOf));
  const declaredKeys = new Set(declared.map((entry) => operationKey(entry.method, entry.path)));
  return {
    undeclared: [...servedKeys].filter((key) => !declaredKeys.has(key)).sort(),
    unserved: [...declaredKeys].filter((key) => !servedKeys.has(key)).sort(),
  };
}

/** A route's address with a placeholder in each parameter (no such record: 404 if allowed). */
export const placeholderUrl = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '999999').replace(/\*$/, 'nada');
