import { ApiError } from '../api/apiError';

/**
 * A call made with the session's token came back 401: the session expired or was revoked while the
 * page was open. The HTTP client reports it here; the app (app/sessionSync.ts) sends the person
 * to the sign-in of the page's module, and back here after it (decision 0069).
 */
export type RefusedSession = { token: string; path: string };

type Listener = (refused: RefusedSession) => void;

const listeners = new Set<Listener>();

export function onRefusedSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportRefusedSession(refused: RefusedSession): void {
  for (const listener of listeners) listener(refused);
}

/** Whether a failed session check means the session is gone (not a network or server fault). */
export function isSessionRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
