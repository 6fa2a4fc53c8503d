/** The anchors of the serial, names and last names orders, rebuilt when a bucket outgrows them. */
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateOrderCounts, EVERY } from '../../db/schema/index';

/** Rows a bucket holds after a rebuild: a deep page walks at most about this many. */
export const ANCHORED_BUCKET = 1_000;
/** A bucket this many times ANCHORED_BUCKET makes its order be rebuilt. */
export const REBUILD_FACTOR = 4;

const ANCHORED_ORDERS = ['serial', 'names', 'lastNames'] as const;
export type AnchoredOrder = (typeof ANCHORED_ORDERS)[number];

export function createOrderAnchors(db: Db) {
  /** Every anchor of `sort` and its counts anew; false when another process is at it. */
  async function rebuild(sort: AnchoredOrder, size = ANCHORED_BUCKET): Promise<boolean> {
    const result = (await db.execute(
      sql`select certificate_order_anchors_rebuild(${sort}, ${size}) as rebuilt`,
    )) as unknown as { rows: { rebuilt: boolean }[] };
    return result.rows[0]?.rebuilt === true;
  }

  /**
   * Rebuilds each anchored order whose largest bucket passed REBUILD_FACTOR × `size` (a new
   * database's first bucket holds every row until then): the orders rebuilt.
   */
  async function rebalance(size = ANCHORED_BUCKET): Promise<AnchoredOrder[]> {
    const counts = certificateOrderCounts;
    const largest = await db
      .select({ sort: counts.sort, total: max(counts.total) })
      .from(counts)
      .where(
        and(
          inArray(counts.sort, [...ANCHORED_ORDERS]),
          eq(counts.state, EVERY),
          eq(counts.channel, EVERY),
        ),
      )
      .groupBy(counts.sort);
    const rebuilt: AnchoredOrder[] = [];
    for (const { sort, total } of largest) {
      if ((total ?? 0) <= REBUILD_FACTOR * size) continue;
      if (await rebuild(sort as AnchoredOrder, size)) rebuilt.push(sort as AnchoredOrder);
    }
    return rebuilt;
  }

  return { rebuild, rebalance };
}
export type OrderAnchors = ReturnType<typeof createOrderAnchors>;
