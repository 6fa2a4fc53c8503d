// What the product tables are generated from. Node does not run this file: it imports TypeScript,
// so scripts/product-tables-load.mjs bundles it with esbuild (as the api's own scripts are run).

export { envSchema } from '../apps/api/src/config.ts';
export { envDescriptions } from '../apps/api/src/config-variables.ts';
export {
  admits,
  apiOperations,
  apiPaths,
  authCalls,
  authPrefixes,
  errorCodes,
  errorMessages,
  errorStatus,
  findEmailPaths,
  menuOffers,
  moduleRoles,
  modules,
  pageAccess,
  pageNeeds,
  permissionOf,
  photoUploadPaths,
  roles,
  rolesCreatableBy,
  routePaths,
  termsPaths,
} from '../packages/shared/src/index.ts';
