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
 * A list's anchors, kept per process. When the anchors kept are of another version, `pageIds`
 * reads them now (a list written rarely: registers), `keptPageIds` answers undefined, so the caller
 * walks the page from the nearer end as before, and reads them in the background, one read a list
 * at a time (a list written every few seconds, public requests: a page never waits on a walk).
 */
export function createRankAnchors(
  db: Db,
  run: RunListStatement,
  { list, every = ANCHOR_EVERY }: { list: string; every?: number },
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

  function keep(name: string, version: number, anchors: Anchor[]): Anchor[] {
    kept.delete(name);
    if (kept.size >= MAX_LISTS) kept.delete(kept.keys().next().value ?? '');
    kept.set(name, { version, anchors });
    return anchors;
  }

  /**
   * The list's version and name (order, direction, WHERE text and values), and its anchors if
   * kept at that version. The version is read first, so anchors read after it are never older
   * than the version they are kept under; a write between the two reads shifts the page by a row,
   * as any OFFSET page.
   */
  async function lookUp(where: SQL | undefined, order: AnchoredOrder) {
    const [row] = await versionOf.execute({ list });
    const version = row?.version ?? 0;
    const shape = where === undefined ? undefined : conditionShapeOf(where);
    const name = `${order.column.name}:${order.direction}\u0000${shape?.text ?? ''}\u0000${JSON.stringify(shape?.values ?? {})}`;
    const found = kept.get(name);
    const anchors = found?.version === version ? keep(name, version, found.anchors) : undefined;
    const read = () => run(anchorsStatement(db, where, order, every));
    return { version, name, anchors, read };
  }

  /** The ids of a page of the list, walked from the last anchor at or before its first row. */
  function idsFrom(where: SQL | undefined, order: AnchoredOrder, page: Page, anchors: Anchor[]) {
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

  /** A page's ids, its anchors read now when the kept ones are of another version. */
  async function pageIds(where: SQL | undefined, order: AnchoredOrder, page: Page) {
    const { version, name, anchors, read } = await lookUp(where, order);
    return idsFrom(where, order, page, anchors ?? keep(name, version, await read()));
  }

  /** A page's ids from kept anchors; undefined (and read behind) when they are of another version. */
  async function keptPageIds(where: SQL | undefined, order: AnchoredOrder, page: Page) {
    const { version, name, anchors, read } = await lookUp(where, order);
    if (anchors !== undefined) return idsFrom(where, order, page, anchors);
    if (!reading.has(name)) {
      const done = read()
        .then((fresh) => void keep(name, version, fresh))
        // A failed read keeps nothing: the next deep page of the list asks again.
        .catch(() => undefined)
        .finally(() => reading.delete(name));
      reading.set(name, done);
    }
    return undefined;
  }

  /** Settles when no anchors are being read behind (tests). */
  const idle = async (): Promise<void> => {
    await Promise.all(reading.values());
  };

  return { pageIds, keptPageIds, idle };
}
export type RankAnchors = ReturnType<typeof createRankAnchors>;
