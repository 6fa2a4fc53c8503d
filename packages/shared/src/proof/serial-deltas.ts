/**
 * Sorted serials as gaps (decision 0037): the first serial, then each one minus the one before.
 * Disabled serials cluster in lots, so most gaps are a few digits and take far fewer bytes than
 * the serials written out. Pure code without zod, so the
 * verify page can keep its copy without loading the schemas.
 */
export function encodeSerialDeltas(serials: Iterable<number>): number[] {
  const sorted = [...new Set(serials)].sort((a, b) => a - b);
  return sorted.map((serial, index) => (index === 0 ? serial : serial - (sorted[index - 1] ?? 0)));
}

/** The serials of `encodeSerialDeltas`, ascending; null when the gaps are not positive integers. */
export function decodeSerialDeltas(deltas: readonly unknown[]): number[] | null {
  const serials: number[] = [];
  let serial = 0;
  for (const delta of deltas) {
    if (typeof delta !== 'number' || !Number.isSafeInteger(delta) || delta <= 0) return null;
    serial += delta;
    serials.push(serial);
  }
  return serials;
}
