import type { ImportKind, RowCheck } from './kind';

export type RefusedRow = { row: number; reason: string };

/**
 * Checks rows one at a time, in file order, remembering what the file's earlier good rows hold:
 * each row's key (a repeat refuses the later row) and its claims (a later row holding one for
 * someone else is refused, naming the earlier row). Only keys and claims are kept, never rows.
 */
export function rowChecker<Value, Lookups>(kind: ImportKind<Value, Lookups>, lookups: Lookups) {
  const keys = new Map<string | number, number>();
  const claims = new Map<string, { holder: string; row: number }>();
  return (row: Parameters<typeof kind.check>[0], number: number): RowCheck<Value> => {
    const checked = kind.check(row, number, lookups);
    if (!checked.ok) return checked;
    const key = kind.key(checked.value);
    const earlier = keys.get(key);
    if (earlier !== undefined)
      return { ok: false, reason: `repite «${key}» de la fila ${earlier}` };
    keys.set(key, number);
    const held = kind.claims?.(checked.value) ?? [];
    const clash = held.find(({ claim, holder }) => {
      const first = claims.get(claim);
      return first !== undefined && first.holder !== holder;
    });
    if (clash) {
      const first = claims.get(clash.claim)?.row;
      return { ok: false, reason: `${clash.label} ya figura en la fila ${first} con otros datos` };
    }
    for (const { claim, holder } of held)
      if (!claims.has(claim)) claims.set(claim, { holder, row: number });
    return checked;
  };
}
