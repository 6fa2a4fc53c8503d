import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema/index';
import { type CappedTotal, cappedTotal, cappedWindowPage } from '../capped-total';
import { type CertificateOrder, countOrderOf, orderColumnOf } from './filters';

type Page = { limit: number; offset: number };

/**
 * A page of a list searched by part of a name, and its total: counted up to a cap along a date
 * index (decision 0033); sorted by a date, the page is that index's walk, sorted by a serial or a
 * name, it is sorted within that cap (decision 0041).
 */
export async function nameSearchPage<Row>(
  db: Db,
  where: SQL | undefined,
  order: CertificateOrder,
  page: Page,
  read: {
    /** The page's rows in `order`, when an index walks it (a date). */
    byDateWalk: (page: Page) => Promise<Row[]>;
    /** The rows of these ids, in their order. */
    byIds: (ids: { id: number }[]) => Promise<Row[]>;
  },
): Promise<{ rows: Row[] } & CappedTotal> {
  const counting = countOrderOf(order);
  const walk = { ...counting, columns: [orderColumnOf(counting.column), certificates.id] as const };
  if (counting.column !== order.column) {
    // The newest matches, whichever way the page is sorted: the ones people look for.
    const sorted = { direction: order.direction, column: orderColumnOf(order.column) };
    const newest = { ...walk, direction: 'desc' as const };
    const { ids, ...total } = await cappedWindowPage(
      db,
      certificates.id,
      where,
      newest,
      sorted,
      page,
    );
    return { rows: await read.byIds(ids), ...total };
  }
  const [found, counted] = await Promise.all([
    read.byDateWalk(page),
    cappedTotal(db, certificates.id, where, walk, page),
  ]);
  return { rows: found, ...counted };
}
