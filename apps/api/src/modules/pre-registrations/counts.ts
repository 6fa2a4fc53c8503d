import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preRegistrationCounts as c } from '../../db/schema/index';
import { preparedKeptTotal, rangeValues } from '../../lists/kept-counts';
import { plusDays } from '../certificates/road-days';

/**
 * Lista-preRegistro's total from `pre_registration_counts` (migration 0023, kept by a trigger on
 * every insert, serve and delete) instead of count(*), which Admins at once queued behind
 * (decision 0055); the counts answer from a few rows.
 */

/** One key of the counts: '' (state, type) and 0 (municipality) stand for every one. */
export type CountsKey = {
  state: string;
  municipality: number;
  type: string;
  /** Whether open requests and whether served ones count. */
  open: boolean;
  served: boolean;
  /** Caracas days, inclusive; undefined: unbounded. */
  from: string | undefined;
  to: string | undefined;
};

/** The filters the counts can answer. */
type Countable = {
  state?: string;
  municipality?: number;
  type?: string;
  status?: 'open' | 'served';
  createdFrom?: Date;
  createdBefore?: Date;
};

// Venezuela is at UTC-4 all year since 2016, as `createdBetween` (lists.ts) reads date_range.
const OFFSET_MS = 4 * 60 * 60_000;

/** The Caracas day that starts at `at`; undefined when `at` is not the start of a day. */
function dayStartingAt(at: Date): string | undefined {
  if (!Number.isFinite(at.getTime())) return undefined;
  const day = new Date(at.getTime() - OFFSET_MS).toISOString().slice(0, 10);
  return new Date(`${day}T00:00:00-04:00`).getTime() === at.getTime() ? day : undefined;
}

/**
 * The key whose counts equal count(*) for `filters`; undefined when only counting can tell:
 * a grade (a request has several), a municipality without its state, a range that does not
 * start and end on Caracas days, or any filter added to the list later and unknown here.
 */
export function countsKeyOf(filters: Countable & Record<string, unknown>): CountsKey | undefined {
  const { state, municipality, type, status, createdFrom, createdBefore, ...others } = filters;
  if (Object.values(others).some((value) => value !== undefined)) return undefined;
  // The sentinels are no real state, type or municipality: such a filter matches nothing.
  if (state === '' || type === '' || municipality === 0) return undefined;
  if (municipality !== undefined && state === undefined) return undefined;
  const from = createdFrom === undefined ? undefined : dayStartingAt(createdFrom);
  const end = createdBefore === undefined ? undefined : dayStartingAt(createdBefore);
  if ((createdFrom !== undefined && !from) || (createdBefore !== undefined && !end)) {
    return undefined;
  }
  return {
    state: state ?? '',
    municipality: municipality ?? 0,
    type: type ?? '',
    open: status !== 'served',
    served: status !== 'open',
    from,
    to: end === undefined ? undefined : plusDays(end, -1),
  };
}

const ph = (name: string) => sql.placeholder(name);

/** The total of a key, prepared once (kept-counts.ts). */
export function createPreRegistrationCounts(db: Db) {
  const totalOf = preparedKeptTotal(
    db,
    c,
    [
      eq(c.state, ph('state')),
      eq(c.municipality, ph('municipality')),
      eq(c.type, ph('type')),
      // Both placeholders one status, or one each: the statement is the same for every status.
      sql`${c.served} in (${ph('servedA')}, ${ph('servedB')})`,
    ],
    'pre_registration_counts_total',
  );

  return {
    /** How many requests the key holds. */
    async total(key: CountsKey): Promise<number> {
      if (!key.open && !key.served) return 0;
      const [row] = await totalOf.execute({
        state: key.state,
        municipality: key.municipality,
        type: key.type,
        servedA: !key.open,
        servedB: key.served,
        ...rangeValues(key.from, key.to),
      });
      return row?.total ?? 0;
    },
  };
}
