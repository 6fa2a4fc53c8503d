import { type CertificateKeySet, certificateKeysResponseSchema } from '@aptovial/shared';
import { KEY_SET_STORAGE_KEY } from '../offline/keyStorage';
import type { Answer } from '../requests';

/** The last key set the server gave, so a phone without signal can still check signatures. */
export { KEY_SET_STORAGE_KEY };

/** `fresh`: the server answered now; otherwise the copy kept from an earlier visit. */
export type LoadedKeySet = { keySet: CertificateKeySet; fresh: boolean };

function remember(keySet: CertificateKeySet): void {
  try {
    window.localStorage.setItem(KEY_SET_STORAGE_KEY, JSON.stringify(keySet));
  } catch {
    // Storage full or disabled (private mode): the check still works online.
  }
}

function recall(): CertificateKeySet | null {
  try {
    const text = window.localStorage.getItem(KEY_SET_STORAGE_KEY);
    const parsed = certificateKeysResponseSchema.safeParse(text === null ? null : JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The answer of GET /api/certifields/keys (public, cached an hour by the browser), kept in
 * localStorage for the next time there is no connection (decision 0037); without an
 * answer, the kept copy. Null when neither is available.
 */
export function readKeySet(answer: Answer): LoadedKeySet | null {
  const parsed = answer.ok ? certificateKeysResponseSchema.safeParse(answer.body) : null;
  if (parsed?.success) {
    remember(parsed.data);
    return { keySet: parsed.data, fresh: true };
  }
  const kept = recall();
  return kept === null ? null : { keySet: kept, fresh: false };
}
