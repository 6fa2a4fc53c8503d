import { apiPaths } from '../api-paths';
import { type ApiOperation, operation as op, signedIn } from './permission';

/**
 * Machine access (decisions 0085, 0086): INTT's Admin manages every key, the medic college's
 * Admin the keys of one state. The feed is read with an API key, never a session.
 */
const keyAdmins = signedIn({ INTT: ['Admin'], medic: ['Admin'] });

export const apiKeyOperations: readonly ApiOperation[] = [
  op('GET', apiPaths.apiKeys, keyAdmins),
  op('POST', apiPaths.apiKeys, keyAdmins),
  op('POST', apiPaths.apiKeyRevoke, keyAdmins),
  op('GET', apiPaths.webhookFailures, keyAdmins),
  op('POST', apiPaths.webhookReplay, keyAdmins),
  op('GET', apiPaths.certificateEvents, { kind: 'apiKey', scope: 'certificates:read' }),
];
