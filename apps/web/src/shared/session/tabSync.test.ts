import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTabSync, TAB_CHANNEL, type TabSync, type TabSyncDeps } from './tabSync';

/** Two tabs of one browser: each joins the origin's channel with its own session. */
const opened: TabSync[] = [];

function tab(lendable: string | null, onSignedOutElsewhere: TabSyncDeps['onSignedOutElsewhere']) {
  const sync = createTabSync(new BroadcastChannel(TAB_CHANNEL), {
    lendableToken: () => lendable,
    onSignedOutElsewhere,
  });
  opened.push(sync);
  return sync;
}

describe('tabs sharing a session (decision 0069)', () => {
  afterEach(() => {
    for (const sync of opened.splice(0)) sync.close();
  });

  it('lends the open tab’s finished session to a new tab that asks', async () => {
    tab('tok-open', vi.fn());
    const fresh = tab(null, vi.fn());
    await expect(fresh.borrow()).resolves.toBe('tok-open');
  });

  it('lends nothing when no open tab has a finished session', async () => {
    tab(null, vi.fn());
    const fresh = tab(null, vi.fn());
    await expect(fresh.borrow(50)).resolves.toBeNull();
  });

  it('tells every other tab which session a sign-out ended', async () => {
    const signedOut = vi.fn();
    tab('tok-open', signedOut);
    const leaving = tab('tok-open', vi.fn());
    leaving.announceSignOut('tok-open');
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalledWith('tok-open'));
  });

  it('ignores messages of any other shape', async () => {
    const signedOut = vi.fn();
    tab('tok-open', signedOut);
    const stranger = new BroadcastChannel(TAB_CHANNEL);
    const replies: unknown[] = [];
    stranger.onmessage = (event: MessageEvent<unknown>) => replies.push(event.data);
    stranger.postMessage({ kind: 'signedOut', token: 42 });
    stranger.postMessage({ kind: 'ask' });
    // One sender's messages arrive in order: once this ask is answered, the odd ones were dropped.
    stranger.postMessage({ kind: 'ask', id: 'a-1' });
    await vi.waitFor(() =>
      expect(replies).toEqual([{ kind: 'lend', id: 'a-1', token: 'tok-open' }]),
    );
    stranger.close();
    expect(signedOut).not.toHaveBeenCalled();
  });
});
