import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { certificates } from '../../../db/schema/index';
import { type CappedTotal, cappedWindowPage } from '../../../lists/capped-total';
import { type CertificateOrder, countOrderOf, orderColumnOf } from './filters';

type Page = { limit: number; offset: number };

/**
 * A page of a list searched by part of a name, and its total counted up to a cap along a date
 * index (decisions 0033, 0041): one walk of that index gives both. Sorted by that date, the page
 * is the walk's; sorted by a serial or a name, it is sorted within the cap's newest matches.
 */
export async function nameSearchPage<Row>(
  db: Db,
  where: SQL | undefined,
  order: CertificateOrder,
  page: Page,
  /** The rows of these ids, in their order. */
  byIds: (ids: { id: number }[]) => Promise<Row[]>,
): Promise<{ rows: Row[] } & CappedTotal> {
  const counting = countOrderOf(order);
  const walkedAsSorted = counting.column === order.column;
  // The newest matches when sorted otherwise: the ones people look for.
  const walk = {
    direction: walkedAsSorted ? order.direction : ('desc' as const),
    columns: [orderColumnOf(counting.column), certificates.id] as const,
  };
  const sorted = { direction: order.direction, column: orderColumnOf(order.column) };
  const { ids, ...total } = await cappedWindowPage(db, certificates.id, where, walk, sorted, page);
  return { rows: await byIds(ids), ...total };
}
