import { apiPaths } from '@aptovial/shared';
import { http } from '../../../shared/api/http';

/** A slow server must not keep someone from leaving: the local session goes regardless. */
const LOGOUT_TIMEOUT_MS = 5000;

function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function'
    ? AbortSignal.timeout(LOGOUT_TIMEOUT_MS)
    : undefined;
}

/** POST /api/auth/logout (bearer): the server revokes the session's token. */
export async function revokeServerSession(): Promise<void> {
  const signal = timeoutSignal();
  await http.post(apiPaths.logout, undefined, signal === undefined ? {} : { signal });
}
