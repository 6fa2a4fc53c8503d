import { apiPaths, routePaths } from '@aptovial/shared';
import { ask } from '../requests';
import {
  applyDisabledAnswer,
  type DisabledList,
  recallDisabledList,
  rememberDisabledList,
} from './disabledList';
import { KEY_SET_STORAGE_KEY } from './keyStorage';

/** A light look (zod loads with the check): check/keySet.ts parses it fully when reading. */
function looksLikeKeySet(body: unknown): boolean {
  const keys = (body as { keys?: unknown } | null)?.keys;
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every((key) => typeof key?.kid === 'string' && typeof key?.x === 'string')
  );
}

/**
 * On every visit with signal (decision 0037): the public keys (unless the QR's check asks for them
 * anyway: `withKeys` false) and the disabled and corrected serials, kept for the checks without
 * signal; the list as a delta since the kept one's date. Returns the list the
 * phone now keeps (the old one when there is no signal). Never throws.
 */
export async function syncOfflineData(
  withKeys: boolean,
  signal: AbortSignal,
): Promise<DisabledList | null> {
  const kept = recallDisabledList();
  // A list kept without the corrected serials (decision 0052) is asked for whole, once.
  const since =
    kept === null || kept.corrected === null ? '' : `?since=${encodeURIComponent(kept.asOf)}`;
  const [keys, list] = await Promise.all([
    withKeys ? ask(apiPaths.certificateKeys, signal) : null,
    ask(`${apiPaths.disabledSerials}${since}`, signal),
  ]);
  if (keys?.ok && looksLikeKeySet(keys.body)) {
    try {
      window.localStorage.setItem(KEY_SET_STORAGE_KEY, JSON.stringify(keys.body));
    } catch {
      // Storage full or disabled: online checks still work.
    }
  }
  const updated = list.ok ? applyDisabledAnswer(kept, list.body) : null;
  if (updated === null) return kept;
  rememberDisabledList(updated);
  return updated;
}

/**
 * The service worker that keeps the verify page's files for use without signal (vite-plugin-pwa,
 * built only by `vite build`). Its scope is this page alone: the rest of the app never goes
 * through it.
 */
export function registerVerifyWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: routePaths.searchCertifieldsFree })
    .catch(() => {
      // No worker (private mode, plain http): the page still works online.
    });
}
