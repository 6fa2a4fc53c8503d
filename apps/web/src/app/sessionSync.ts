import { apiPaths, modeOfModule, pathTo } from '@aptovial/shared';
import { readDeploymentMode } from '../shared/mode/deploymentMode';
import { resetLocalState } from '../shared/session/clientState';
import { onRefusedSession, type RefusedSession } from '../shared/session/sessionEvents';
import {
  selectVerifiedSession,
  sessionMode,
  useSessionStore,
} from '../shared/session/sessionStore';
import { loginRouteOfMode } from '../shared/session/signInAddress';
import { startTabSync, stopTabSync } from '../shared/session/tabSync';
import { clearCachedServerData } from './guardDeps';
import { signInPathFor } from './signInRedirect';

/** What the session's watchers need of the router. */
export type SessionNavigator = {
  navigate: (to: string) => unknown;
  location: () => { pathname: string; search: string; hash: string };
};

type SyncDeps = { navigator: SessionNavigator; revoke?: () => Promise<void> };

// The guard answers a refused check itself; a refused logout is a person leaving anyway.
const answeredElsewhere: ReadonlySet<string> = new Set([apiPaths.checkAuth, apiPaths.logout]);

/** This tab's mode: its session's, else the last one it had, else the deployment's. */
function currentMode() {
  const { module } = useSessionStore.getState();
  return module === null ? (sessionMode.read() ?? readDeploymentMode()) : modeOfModule(module);
}

function forgetHere(): void {
  resetLocalState();
  clearCachedServerData().catch(() => {});
}

async function revokeHere(): Promise<void> {
  // Loaded on demand: the HTTP client is not part of the landing's first view.
  const { revokeServerSession } = await import('../modules/auth/api/logout');
  await revokeServerSession();
}

/** Another tab signed out: this one ends its own session too and shows its sign-in. */
export async function signOutHere(endedToken: string, deps: SyncDeps): Promise<void> {
  const { token } = useSessionStore.getState();
  if (token === null) return;
  // A session this tab opened on its own is ended on the server as well: the person left.
  if (token !== endedToken) await (deps.revoke ?? revokeHere)().catch(() => {});
  const mode = currentMode();
  forgetHere();
  deps.navigator.navigate(pathTo(loginRouteOfMode[mode]));
}

/**
 * A call of the open page found the session expired or revoked: to the sign-in of the page's
 * module with "Su sesión expiró", and back to this page after it (decision 0069).
 */
export async function leaveRefusedSession(refused: RefusedSession, deps: SyncDeps) {
  const { token } = useSessionStore.getState();
  // Several calls fail at once: the first one leads, the others find the token already gone.
  if (token !== refused.token || answeredElsewhere.has(refused.path)) return;
  const preferred = [currentMode(), readDeploymentMode()];
  forgetHere();
  deps.navigator.navigate(await signInPathFor(deps.navigator.location(), 'expired', preferred));
}

/**
 * Joins the tab to the others and watches for a session refused mid-page; once per app. Answers
 * how to stop both (tests).
 */
export function startSessionSync(navigator: SessionNavigator): () => void {
  const deps = { navigator };
  startTabSync({
    lendableToken: () => {
      const session = selectVerifiedSession(useSessionStore.getState());
      return session?.step === 'ready' ? session.token : null;
    },
    onSignedOutElsewhere: (ended) => void signOutHere(ended, deps),
  });
  const unwatch = onRefusedSession((refused) => void leaveRefusedSession(refused, deps));
  return () => {
    unwatch();
    stopTabSync();
  };
}
