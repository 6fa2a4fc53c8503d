import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { certificates, expeditionMonthOf } from '../../../db/schema/index';
import {
  type ListStatement,
  orderedBy,
  type Preparable,
  pageLimit,
  pageOffset,
} from '../../../lists/lists';
import type { CertificateFilters, CertificateOrder } from './filters';

/** A wider range is walked as one list: a walk per month would cost more than it saves. */
export const MONTH_WALK_MAX_MONTHS = 24;

const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));

/**
 * The expedition range of a road-medicine list of one state by date created, when its page is
 * read month by month (`monthPageIdsStatement`); `undefined` for any other list. Walking the
 * state's certificates newest first, the page of a past year came only after every newer
 * certificate of the state had been skipped (decision 0054).
 */
export function monthWalkOf(
  filters: CertificateFilters,
  order: CertificateOrder,
): { from: string; to: string } | undefined {
  const { channel, state, expeditionFrom: from, expeditionTo: to, ...others } = filters;
  if (channel !== 'medicVial' || state === undefined || order.column !== 'createdAt') {
    return undefined;
  }
  if (from === undefined || to === undefined) return undefined;
  if (Object.values(others).some((value) => value !== undefined)) return undefined;
  const months = monthNumber(to) - monthNumber(from) + 1;
  return months <= MONTH_WALK_MAX_MONTHS ? { from, to } : undefined;
}

/**
 * The ids of one page (`where`: the list's filters), by date created: for each month of the
 * range, its first `limit + offset` from certificates_vial_state_month_idx (one short index walk
 * each, a LATERAL join over generate_series), then the page of those. A year reads 12 walks of
 * ten entries instead of every newer certificate of the state.
 */
export function monthPageIdsStatement(
  db: Db,
  where: SQL | undefined,
  direction: CertificateOrder['direction'],
  page: { limit: number; offset: number },
  range: { from: string; to: string },
): ListStatement<{ id: number }[]> {
  return {
    key: `certificates:month-ids:${direction}`,
    where,
    build: (shape) => {
      const inMonth = db
        .select({ id: certificates.id, createdAt: certificates.createdAt })
        .from(certificates)
        .where(and(shape, sql`${expeditionMonthOf(certificates.expeditionDate)} = "m"."month"`))
        .orderBy(...orderedBy([certificates.createdAt, certificates.id], direction))
        .limit(sql.placeholder('pageEnd'))
        .as('in_month');
      const first = sql`date_trunc('month', ${sql.placeholder('monthFrom')}::date::timestamp)`;
      const last = sql`${sql.placeholder('monthTo')}::date::timestamp`;
      const months = sql`generate_series(${first}, ${last}, interval '1 month') as "m"("month")`;
      return db
        .select({ id: inMonth.id })
        .from(months)
        .crossJoinLateral(inMonth)
        .orderBy(...orderedBy([inMonth.createdAt, inMonth.id], direction))
        .limit(pageLimit)
        .offset(pageOffset) as Preparable<{ id: number }[]>;
    },
    values: {
      pageLimit: page.limit,
      pageOffset: page.offset,
      pageEnd: page.limit + page.offset,
      monthFrom: range.from,
      monthTo: range.to,
    },
  };
}
