/**
 * Deep pages of lists from anchors of their order kept per version of the list (decision 0047):
 * every ANCHOR_EVERY-th row's key, read in one walk when a deep page of that list, filter and
 * order is first asked for, good until a write raises the version.
 */
import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { conditionShapeOf } from '../db/drizzle-internals';
import { withRowPlan } from '../db/row-plan';
import { listVersions } from '../db/schema/index';
import {
  type ListStatement,
  orderedBy,
  type Preparable,
  pageIdsStatement,
  type RunListStatement,
} from './lists';
import type { Direction, Page } from './nearer-end';

/** Rows between two anchors: a deep page walks fewer than this many before its own. */
export const ANCHOR_EVERY = 500;
/** Lists (filters and order) whose anchors a process keeps; the least recently used goes. */
const MAX_LISTS = 200;

/** A row of the order: its key as text (exact, a timestamp's microseconds too) and id. */
type Anchor = { key: string; id: number };

/** The order of a list: a NOT NULL sort column, then the id, both in `direction`. */
export type AnchoredOrder = { column: PgColumn; id: PgColumn; direction: Direction };

/** Every `every`-th row of the list in its order, the first excepted (rank every, 2 × every...). */
function anchorsStatement(
  db: Db,
  where: SQL | undefined,
  order: AnchoredOrder,
  every: number,
): ListStatement<Anchor[]> {
  const { column, id, direction } = order;
  return {
    key: `${getTableName(id.table)}:anchors:${column.name}:${direction}`,
    where,
    build: (shape) => {
      const numbered = db
        .select({
          key: sql<string>`${column}::text`.as('anchor_key'),
          id: sql<number>`${id}`.mapWith(Number).as('anchor_id'),
          rank: sql<number>`row_number() over (order by ${sql.join(orderedBy([column, id], direction), sql`, `)})`.as(
            'anchor_rank',
          ),
        })
        .from(id.table)
        .where(shape)
        .as('numbered');
      return db
        .select({ key: numbered.key, id: numbered.id })
        .from(numbered)
        .where(
          sql`(${numbered.rank} - 1) % ${sql.placeholder('every')} = 0 and ${numbered.rank} > 1`,
        )
        .orderBy(numbered.rank) as Preparable<Anchor[]>;
    },
    values: { every },
  };
}

/** The rows at and after `anchor` in the walk's direction. */
function fromAnchor(order: AnchoredOrder, anchor: Anchor): SQL {
  const { column, id, direction } = order;
  const key = sql`(cast(${anchor.key} as ${sql.raw(column.getSQLType())}), ${anchor.id})`;
  return direction === 'asc'
    ? sql`(${column}, ${id}) >= ${key}`
    : sql`(${column}, ${id}) <= ${key}`;
}

/**
 * `stale`: what a deep page does when the anchors kept are of another version. 'read' reads them
 * now (a list written rarely: registers). 'behind' answers undefined, so the caller walks the page
 * from the nearer end as before, and reads them in the background, one read a list at a time (a
 * list written every few seconds, public requests: a page never waits on a whole walk).
 */
export function createRankAnchors(
  db: Db,
  run: RunListStatement,
  {
    list,
    every = ANCHOR_EVERY,
    stale = 'read',
  }: { list: string; every?: number; stale?: 'read' | 'behind' },
) {
  const kept = new Map<string, { version: number; anchors: Anchor[] }>();
  const reading = new Map<string, Promise<void>>();
  const versionOf = withRowPlan(
    db
      .select({ version: sql<number>`coalesce(sum(${listVersions.version}), 0)`.mapWith(Number) })
      .from(listVersions)
      .where(eq(listVersions.list, sql.placeholder('list')))
      .prepare(`list_version_${list}`),
  );

  function keep(name: string, version: number, anchors: Anchor[]) {
    kept.delete(name);
    if (kept.size >= MAX_LISTS) kept.delete(kept.keys().next().value ?? '');
    kept.set(name, { version, anchors });
  }

  function readBehind(name: string, read: () => Promise<Anchor[]>, version: number) {
    if (reading.has(name)) return;
    const done = read()
      .then((anchors) => keep(name, version, anchors))
      // A failed read keeps nothing: the next deep page of the list asks again.
      .catch(() => undefined)
      .finally(() => reading.delete(name));
    reading.set(name, done);
  }

  /** The anchors of this list at `version`: kept ones, or read now (and kept), or none yet. */
  async function anchorsOf(where: SQL | undefined, order: AnchoredOrder, version: number) {
    const shape = where === undefined ? undefined : conditionShapeOf(where);
    const name = `${order.column.name}:${order.direction}\u0000${shape?.text ?? ''}\u0000${JSON.stringify(shape?.values ?? {})}`;
    const found = kept.get(name);
    if (found?.version === version) {
      keep(name, version, found.anchors);
      return found.anchors;
    }
    const read = () => run(anchorsStatement(db, where, order, every));
    if (stale === 'behind') return readBehind(name, read, version);
    const anchors = await read();
    keep(name, version, anchors);
    return anchors;
  }

  /**
   * The ids of a page of the list, walked from the last anchor at or before its first row;
   * undefined when its anchors are being read behind. The version is read first, so anchors read
   * after it are never older than the version they are kept under; a write between the two reads
   * shifts the page by a row, as any OFFSET page.
   */
  async function pageIds(
    where: SQL | undefined,
    order: AnchoredOrder,
    page: Page,
  ): Promise<{ id: number }[] | undefined> {
    const [row] = await versionOf.execute({ list });
    const anchors = await anchorsOf(where, order, row?.version ?? 0);
    if (anchors === undefined) return undefined;
    const index = Math.min(Math.floor(page.offset / every), anchors.length);
    const anchor = anchors[index - 1];
    return run(
      pageIdsStatement(
        db,
        order.id,
        anchor === undefined ? where : and(where, fromAnchor(order, anchor)),
        {
          column: order.column.name,
          direction: order.direction,
          columns: [order.column, order.id],
        },
        { limit: page.limit, offset: page.offset - index * every },
      ),
    );
  }

  /** Settles when no anchors are being read behind (tests, shutdown). */
  const idle = async (): Promise<void> => {
    await Promise.all(reading.values());
  };

  return { pageIds, idle };
}
export type RankAnchors = ReturnType<typeof createRankAnchors>;
