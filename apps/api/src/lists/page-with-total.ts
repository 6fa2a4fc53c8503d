/**
 * The page and total of a small list (lots, accounts, commissions, payments, an operative's
 * applicants, a lot's certificates, fraud signals): its rows read whole in one statement, its
 * total counted in another, both prepared once per shape. Deep pages go as the long lists' do: from
 * the nearer end, refused past the depth cap (decisions 0044 and 0054).
 */
import { LIST_DEPTH_CAP } from '@aptovial/shared';
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { orderedBy, type Preparable, pageLimit, pageOffset, type RunListStatement } from './lists';
import { type Direction, type Page, pageFromNearerEnd } from './nearer-end';

/** A row of a select. */
type RowOf<Query extends PgSelect> = Query['_']['result'][number];

export type SmallListPage<Query extends PgSelect> = {
  /** Names the list's statements: `name:column:direction` for the rows, `name:total`. */
  name: string;
  /** The list's select with its FROM and joins (`$dynamic()`), built anew on each call. */
  rows: () => Query;
  /** The table counted, or a count (as `total`) with the joins the filters need. */
  counted: PgTable | (() => PgSelect);
  where: SQL | undefined;
  /** The order's columns end in the table's id, in one direction: reversed, the same rows. */
  order: { column: string; direction: Direction; columns: readonly PgColumn[] };
  page: Page;
};

export function pageWithTotal<Query extends PgSelect>(
  db: Db,
  run: RunListStatement,
  list: SmallListPage<Query>,
  cap = LIST_DEPTH_CAP,
): Promise<{ rows: RowOf<Query>[]; total: number }> {
  const { name, where, order, counted } = list;
  const rowsAt = (page: Page, direction: Direction) =>
    run({
      key: `${name}:${order.column}:${direction}`,
      where,
      build: (shape) =>
        list
          .rows()
          .where(shape)
          .orderBy(...orderedBy(order.columns, direction))
          .limit(pageLimit)
          .offset(pageOffset) as Preparable<RowOf<Query>[]>,
      values: { pageLimit: page.limit, pageOffset: page.offset },
    });
  const totals = () =>
    run({
      key: `${name}:total`,
      where,
      build: (shape) =>
        (typeof counted === 'function'
          ? counted().where(shape)
          : db.select({ total: count() }).from(counted).where(shape)) as Preparable<
          { total: number }[]
        >,
    });
  return pageFromNearerEnd(list.page, order.direction, rowsAt, totals, cap);
}
