import { apiPaths, checkAuthResponseSchema } from '@aptovial/shared';
import { http } from '../api/http';
import { toVerifiedSession, type VerifiedSession } from './sessionStore';

/**
 * POST /api/auth/check-auth: confirms the stored token and returns the session it belongs to,
 * answered at the top level as `{ token, step, user }` (docs/product/calls.md).
 */
export async function checkSession(token: string): Promise<VerifiedSession> {
  const body = await http.post(apiPaths.checkAuth, { token });
  return toVerifiedSession(checkAuthResponseSchema.parse(body));
}
