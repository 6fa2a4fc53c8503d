import type { VerifiedSession } from '../shared/session/sessionStore';

// The session check of a signed-in page, asked for by the entry (pagePreload.ts) before the app
// has downloaded and run, instead of by the page's guard once it has (decision 0088): on a road
// panel's first load that was 2.5 s of code before the question reached the server.
let early: { token: string; session: Promise<VerifiedSession>; at: number } | null = null;
// Only the first view's guard takes it: an answer left untaken this long is not reused.
const FRESH_MS = 30_000;

/** Asks the server now whether `token` is still a session; the guard takes the answer later. */
export function startSessionCheck(token: string): void {
  const session = import('../shared/session/checkSession').then((module) =>
    module.checkSession(token),
  );
  // The guard reports a failure; an answer nobody takes is dropped.
  session.catch(() => {});
  early = { token, session, at: Date.now() };
}

/**
 * The check started for `token`, once and while fresh: a later navigation, another token or an
 * old answer asks the server again.
 */
export function takeSessionCheck(token: string): Promise<VerifiedSession> | null {
  const taken = early;
  early = null;
  if (taken === null || taken.token !== token || Date.now() - taken.at > FRESH_MS) return null;
  return taken.session;
}
