import { decodeSerialDeltas, encodeSerialDeltas } from '@aptovial/shared';

/**
 * The disabled serials kept on the phone (decision 0037): refreshed by a delta on every visit with
 * signal, read when a QR is checked without signal. Kept as gaps: 50,000 serials fit in about
 * 150 KB of localStorage. No zod here: this file is on the verify page's first view.
 */
export const DISABLED_LIST_STORAGE_KEY = 'aptovial.disabledSerials';

/** `asOf`: the server's clock when it was read (ISO); `serials`: ascending. */
export type DisabledList = { asOf: string; serials: number[] };

const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

function serialsOf(gaps: unknown): number[] | null {
  return Array.isArray(gaps) ? decodeSerialDeltas(gaps) : null;
}

export function recallDisabledList(): DisabledList | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(DISABLED_LIST_STORAGE_KEY) ?? 'null');
    const serials = serialsOf(kept?.gaps);
    return isIsoDate(kept?.asOf) && serials !== null ? { asOf: kept.asOf, serials } : null;
  } catch {
    return null;
  }
}

export function rememberDisabledList(list: DisabledList): void {
  try {
    const kept = { asOf: list.asOf, gaps: encodeSerialDeltas(list.serials) };
    window.localStorage.setItem(DISABLED_LIST_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or disabled (private mode): online checks still work.
  }
}

/**
 * The kept list with an answer of GET /api/verify/disabled-serials applied: its disabled serials
 * added, its enabled ones removed. A whole list (`since` null) replaces the kept one. Null when
 * the answer is not such a list (the kept list then stays as it was).
 */
export function applyDisabledAnswer(kept: DisabledList | null, body: unknown): DisabledList | null {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as Record<string, unknown>;
  const disabled = serialsOf(answer.disabled);
  const enabled = serialsOf(answer.enabled);
  if (!isIsoDate(answer.asOf) || disabled === null || enabled === null) return null;
  const base = answer.since === null || kept === null ? [] : kept.serials;
  const removed = new Set(enabled);
  const serials = new Set(base.filter((serial) => !removed.has(serial)));
  for (const serial of disabled) serials.add(serial);
  return { asOf: answer.asOf, serials: [...serials].sort((a, b) => a - b) };
}

/** Whether `serial` is in the list (binary search: the list may hold tens of thousands). */
export function listsSerial(list: DisabledList, serial: number): boolean {
  let low = 0;
  let high = list.serials.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = list.serials[middle] ?? 0;
    if (value === serial) return true;
    if (value < serial) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
