import { isRecord } from './storageSlot';

/**
 * The tabs of one browser share a session over a BroadcastChannel (decision 0069): a tab opened
 * without a token asks the open ones, and one holding a finished session lends its token; a
 * sign-out in one tab signs the others out. The token is never written where a closed browser
 * keeps it: each tab keeps it in its own session storage, as before.
 */
export const TAB_CHANNEL = 'aptovial-sesion';

/** How long a new tab waits for an open one to answer before asking the person to sign in. */
const BORROW_WAIT_MS = 300;

type TabMessage =
  | { kind: 'ask'; id: string }
  | { kind: 'lend'; id: string; token: string }
  | { kind: 'signedOut'; token: string };

function isTabMessage(value: unknown): value is TabMessage {
  if (!isRecord(value)) return false;
  if (value.kind === 'ask') return typeof value.id === 'string';
  if (value.kind === 'lend') return typeof value.id === 'string' && typeof value.token === 'string';
  return value.kind === 'signedOut' && typeof value.token === 'string';
}

export type TabChannel = Pick<
  BroadcastChannel,
  'postMessage' | 'close' | 'addEventListener' | 'removeEventListener'
>;

export type TabSyncDeps = {
  /** The token this tab may lend: a session the server confirmed that finished signing in. */
  lendableToken: () => string | null;
  /** Another tab signed out; `endedToken` is the session it ended. */
  onSignedOutElsewhere: (endedToken: string) => void;
};

export type TabSync = {
  /** A finished session's token from another open tab, or null when none answers in time. */
  borrow: (waitMs?: number) => Promise<string | null>;
  announceSignOut: (endedToken: string) => void;
  close: () => void;
};

let asked = 0;
function askId(): string {
  asked += 1;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${asked}`;
}

export function createTabSync(channel: TabChannel, deps: TabSyncDeps): TabSync {
  const onMessage = (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (!isTabMessage(message)) return;
    if (message.kind === 'ask') {
      const token = deps.lendableToken();
      if (token !== null) channel.postMessage({ kind: 'lend', id: message.id, token });
    } else if (message.kind === 'signedOut') {
      deps.onSignedOutElsewhere(message.token);
    }
  };
  channel.addEventListener('message', onMessage);

  const borrow = (waitMs = BORROW_WAIT_MS) =>
    new Promise<string | null>((resolve) => {
      const id = askId();
      const finish = (token: string | null) => {
        clearTimeout(timer);
        channel.removeEventListener('message', onLend);
        resolve(token);
      };
      const onLend = (event: MessageEvent<unknown>) => {
        const message = event.data;
        if (isTabMessage(message) && message.kind === 'lend' && message.id === id) {
          finish(message.token);
        }
      };
      const timer = setTimeout(() => finish(null), waitMs);
      channel.addEventListener('message', onLend);
      channel.postMessage({ kind: 'ask', id });
    });

  return {
    borrow,
    announceSignOut: (endedToken) => channel.postMessage({ kind: 'signedOut', token: endedToken }),
    close: () => {
      channel.removeEventListener('message', onMessage);
      channel.close();
    },
  };
}

function openChannel(): TabChannel | null {
  // Old browsers and some privacy modes have none: each tab then signs in on its own, as before.
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL) : null;
  } catch {
    return null;
  }
}

let active: TabSync | null = null;

/** Joins this tab to the others; the app calls it once, with the real session store. */
export function startTabSync(deps: TabSyncDeps, open: () => TabChannel | null = openChannel) {
  if (active !== null) return;
  const channel = open();
  if (channel !== null) active = createTabSync(channel, deps);
}

/** Leaves the channel (tests, or a router torn down). */
export function stopTabSync(): void {
  active?.close();
  active = null;
}

export function borrowSessionToken(): Promise<string | null> {
  return active === null ? Promise.resolve(null) : active.borrow();
}

export function announceSignOut(endedToken: string): void {
  active?.announceSignOut(endedToken);
}
