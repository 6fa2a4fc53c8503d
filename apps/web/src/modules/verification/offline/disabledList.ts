import { decodeSerialDeltas, encodeSerialDeltas } from '@aptovial/shared';

/**
 * The disabled serials kept on the phone (decision 0037): refreshed by a delta on every visit with
 * signal, read when a QR is checked without signal. Kept as gaps, to fit the browser's storage. No
 * zod here: this file is on the verify page's first view.
 */
export const DISABLED_LIST_STORAGE_KEY = 'aptovial.disabledSerials';

/**
 * `asOf`: the server's clock when it was read (ISO); `serials`: ascending. `corrected`: each
 * corrected certificate's serial and version now (decision 0052); null in a list kept before the
 * server sent them, which the next visit with signal replaces by a whole one.
 */
export type DisabledList = {
  asOf: string;
  serials: number[];
  corrected: ReadonlyMap<number, number> | null;
};

const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

function serialsOf(gaps: unknown): number[] | null {
  return Array.isArray(gaps) ? decodeSerialDeltas(gaps) : null;
}

const isRevision = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value);

/** `{ serials: gaps, revisions }` as a map of serial to revision; null when it is not that. */
function correctedOf(value: unknown): Map<number, number> | null {
  const { serials: gaps, revisions } = (value ?? {}) as { serials?: unknown; revisions?: unknown };
  const serials = serialsOf(gaps);
  if (serials === null || !Array.isArray(revisions) || revisions.length !== serials.length) {
    return null;
  }
  if (!revisions.every(isRevision)) return null;
  return new Map(serials.map((serial, index) => [serial, revisions[index]]));
}

/** The map in the answer's shape: sorted serials as gaps, and their revisions in that order. */
function correctedAsGaps(corrected: ReadonlyMap<number, number>) {
  const serials = [...corrected.keys()].sort((a, b) => a - b);
  return {
    serials: encodeSerialDeltas(serials),
    revisions: serials.map((serial) => corrected.get(serial)),
  };
}

export function recallDisabledList(): DisabledList | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(DISABLED_LIST_STORAGE_KEY) ?? 'null');
    const serials = serialsOf(kept?.gaps);
    if (!isIsoDate(kept?.asOf) || serials === null) return null;
    return { asOf: kept.asOf, serials, corrected: correctedOf(kept.corrected) };
  } catch {
    return null;
  }
}

export function rememberDisabledList(list: DisabledList): void {
  try {
    const kept = {
      asOf: list.asOf,
      gaps: encodeSerialDeltas(list.serials),
      ...(list.corrected && { corrected: correctedAsGaps(list.corrected) }),
    };
    window.localStorage.setItem(DISABLED_LIST_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or disabled (private mode): online checks still work.
  }
}

/**
 * The kept list with an answer of GET /api/verify/disabled-serials applied: its disabled serials
 * added, its enabled ones removed, its corrected ones' revisions set (a version only grows). A
 * whole list (`since` null) replaces the kept one. Null when the answer is not such a list (the
 * kept list then stays as it was).
 */
export function applyDisabledAnswer(kept: DisabledList | null, body: unknown): DisabledList | null {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as Record<string, unknown>;
  const disabled = serialsOf(answer.disabled);
  const enabled = serialsOf(answer.enabled);
  // Absent from a server of before decision 0052: the list then keeps no corrections.
  const corrected = answer.corrected === undefined ? null : correctedOf(answer.corrected);
  if (!isIsoDate(answer.asOf) || disabled === null || enabled === null) return null;
  if (answer.corrected !== undefined && corrected === null) return null;
  const whole = answer.since === null || kept === null;
  const base = whole ? [] : kept.serials;
  const removed = new Set(enabled);
  const serials = new Set(base.filter((serial) => !removed.has(serial)));
  for (const serial of disabled) serials.add(serial);
  return {
    asOf: answer.asOf,
    serials: [...serials].sort((a, b) => a - b),
    corrected: corrected && withRevisions(whole ? new Map() : kept.corrected, corrected),
  };
}

/**
 * The kept revisions with newer ones set (a version only grows). Null when the kept list has
 * none: a delta alone would miss the certificates corrected before it.
 */
function withRevisions(
  kept: ReadonlyMap<number, number> | null,
  newer: ReadonlyMap<number, number>,
): Map<number, number> | null {
  if (kept === null) return null;
  const revisions = new Map(kept);
  for (const [serial, revision] of newer) {
    revisions.set(serial, Math.max(revision, revisions.get(serial) ?? 0));
  }
  return revisions;
}

/** The revision a corrected certificate is at now, as the kept list says; 1 when not listed. */
export function keptRevision(list: DisabledList, serial: number): number {
  return list.corrected?.get(serial) ?? 1;
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
