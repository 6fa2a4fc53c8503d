// Signed-in screens for bench/pages.mjs: a demo person signed in through the real flow (the
// e-mailed code read from a local SMTP catcher), whose token a fresh browser context is handed as
// the web app keeps it (apps/web/src/shared/session/tokenStorage.ts), so its first load is a
// reload with a session: the guard confirms it with the server, as after a sign-in.
import { signInDemo } from './sign-in.mjs';

export const TOKEN_STORAGE_KEY = 'token';

// apps/api/src/modules/auth/scopes.ts: each login's prefix.
const PREFIXES = { colegio: '/api/auth', INTT: '/api/authINTT', medicVial: '/api/credentialMedic' };

/** Signs each `{ email, login }` in once; resolves to a map from e-mail to session token. */
export async function signInPeople(baseUrl, mail, people) {
  const tokens = new Map();
  for (const { email, login } of people) {
    if (tokens.has(email)) continue;
    tokens.set(email, await signInDemo(baseUrl, mail, email, { prefix: PREFIXES[login] }));
  }
  return tokens;
}
