import { modules, roleCodes } from '@aptovial/shared';
import { z } from 'zod';
import { http } from '../api/http';
import type { VerifiedSession } from './sessionStore';

// SPEC.md section 3 names the user's role `rol` and its module `type`.
const checkedUserSchema = z.object({
  names: z.string(),
  lastNames: z.string(),
  email: z.string(),
  rol: z.enum(roleCodes),
  type: z.enum(modules),
  image: z.string().nullish(),
});

const checkedSessionSchema = z.object({ token: z.string().min(1), user: checkedUserSchema });

// SPEC.md says check-auth answers "token and user"; the API convention wraps bodies in `data`.
const checkAuthResponseSchema = z.union([
  z.object({ data: checkedSessionSchema }).transform((body) => body.data),
  checkedSessionSchema,
]);

/** POST /api/auth/check-auth: confirms the stored token and returns the session it belongs to. */
export async function checkSession(token: string): Promise<VerifiedSession> {
  const body = await http.post('/api/auth/check-auth', { token });
  const { token: confirmedToken, user } = checkAuthResponseSchema.parse(body);
  return {
    token: confirmedToken,
    user: {
      names: user.names,
      lastNames: user.lastNames,
      email: user.email,
      image: user.image ?? null,
    },
    module: user.type,
    role: user.rol,
  };
}
