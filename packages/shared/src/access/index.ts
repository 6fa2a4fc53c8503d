import { collegeOperations } from './api-college';
import { fraudOperations } from './api-fraud';
import { apiKeyOperations } from './api-keys';
import { passkeyOperations } from './api-passkeys';
import { roadOperations } from './api-road';
import { sessionOperations } from './api-sessions';
import { unfitFindingOperations } from './api-unfit-findings';
import { type ApiOperation, isOpen, operationKey, type Permission } from './permission';

export { mayUsePasskeys } from './api-passkeys';
export * from './pages';
export {
  type ApiOperation,
  admits,
  admitsIncomplete,
  type Caller,
  type HttpMethod,
  isOpen,
  type ModuleGrant,
  operationKey,
  type Permission,
  type Reach,
  reachFor,
} from './permission';

/**
 * Every route the API registers, `METHOD /path` (HEAD goes with GET), and who may call it: the
 * one declared table of permissions (decision 0029). The API's guards enforce it, the route
 * guards' public list is read from it, the menus are checked against it, and the access-matrix
 * test calls every route as every caller to hold the three together.
 */
export const apiOperations: readonly ApiOperation[] = [
  ...sessionOperations,
  ...collegeOperations,
  ...roadOperations,
  ...fraudOperations,
  ...unfitFindingOperations,
  ...passkeyOperations,
  ...apiKeyOperations,
];

const byKey = new Map(
  apiOperations.map((entry) => [operationKey(entry.method, entry.path), entry]),
);

/** The permission of `METHOD /path` (path spelled with `{param}`), or undefined if undeclared. */
export function permissionOf(method: string, path: string): Permission | undefined {
  return byKey.get(operationKey(method === 'HEAD' ? 'GET' : method, path))?.permission;
}

/** `METHOD /path` of every operation callable without a session (the route guards' list). */
export function openOperationKeys(): string[] {
  return apiOperations
    .filter((entry) => isOpen(entry.permission))
    .map((entry) => operationKey(entry.method, entry.path));
}
