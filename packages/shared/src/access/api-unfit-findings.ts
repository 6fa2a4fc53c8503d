import { apiPaths } from '../api-paths';
import { type ApiOperation, everyRoleOf, operation as op, reachOf, signedIn } from './permission';

/**
 * "No apto" findings (decision 0036): whoever issues certificates records them, the medic college
 * (mayIssueCertificates) and the road-medicine doctors. Each reads their own findings; the
 * warnings tell of other doctors' only as a count and dates.
 */
const issuers = signedIn(everyRoleOf('medic', 'medicVial'), {
  reach: reachOf('own', 'medic', 'medicVial'),
});

export const unfitFindingOperations: readonly ApiOperation[] = [
  op('POST', apiPaths.unfitFindings, issuers),
  op('GET', apiPaths.unfitFindings, issuers),
  op('GET', apiPaths.unfitWarnings, issuers),
];
