import type { certificateTypeSchema, OperativeHistoryQuery, UnpaidReason } from '@aptovial/shared';
import { and, count, eq, gte, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { withRowPlan } from '../../db/row-plan';
import { certificates, operatives, payments } from '../../db/schema/index';
import {
  createdBetween,
  createListStatements,
  pageIdsStatement,
  rowsByIds,
} from '../../lists/lists';
import { createOperativeCounts } from './counts';
import { type OperativeLive, type OperativeRow, selectOperatives } from './items';
import type { OperativesScope } from './policy';

const o = operatives;
type DateRange = readonly [string, string] | undefined;

/**
 * Certificates issued at the operative of the row (the nearest `operatives` in scope), and the
 * bolívares it collected: approved payments charged at it or paying one of its certificates, each
 * payment once (the union).
 */
export const liveCertificates = sql`(select count(*) from ${certificates} c where c.operative_id = ${o.id})`;
export const liveCollected = sql`(select sum(paid.amount) from (
  select p.id, p.amount from ${payments} p where p.operative_id = ${o.id} and p.status = 'approved'
  union
  select p.id, p.amount from ${certificates} c join ${payments} p on p.id = c.payment_id
   where c.operative_id = ${o.id} and p.status = 'approved') paid)`;

/**
 * The figures an operative shows: counted live while it is in progress, frozen on its row once
 * executed. No other status has any: issuing and charging at an operative need it in progress
 * (gate.ts), and only a Pending or Rescheduled one is cancelled.
 */
export const live = eq(o.status, 'InProgress');
export const certificatesOf = sql`case when ${live} then ${liveCertificates} else coalesce(${o.certificates}, 0) end`;
export const collectedOf = sql`case when ${live} then coalesce(${liveCollected}, 0) else coalesce(${o.total}, 0) end`;

/** The operatives a session reaches: all, or a doctor's own. */
export const scopeOf = (scope: OperativesScope): SQL | undefined =>
  scope.all ? undefined : eq(o.doctorAccountId, scope.accountId);

/**
 * Operatives starting within the range of calendar days (either end optional). One created after
 * the range's last day cannot start within it (operatives_created_by_start_ck): saying so lets the
 * newest-first history walk its created_at index from the range's end instead of filtering every
 * later operative (decision 0025).
 */
export function startsWithin(range: DateRange): SQL | undefined {
  const [from, to] = range ?? ['', ''];
  const createdBefore = to ? createdBetween([from, to]).createdBefore : undefined;
  return and(
    from ? gte(o.startDate, from) : undefined,
    to ? lte(o.startDate, to) : undefined,
    createdBefore ? lt(o.createdAt, createdBefore) : undefined,
  );
}

const orderColumns: Record<OperativeHistoryQuery['order_by'], PgColumn> = {
  startDate: o.startDate,
  createdAt: o.createdAt,
  status: o.status,
  state: o.state,
};

function historyWhere(scope: OperativesScope, query: OperativeHistoryQuery): SQL | undefined {
  return and(
    scopeOf(scope),
    query.status === undefined ? undefined : eq(o.status, query.status),
    query.state === undefined ? undefined : eq(o.state, query.state),
    startsWithin(query.date_range),
  );
}

/** Queries of the operatives' reads: the history, one operative, its certificates by type. */
export function createOperativeReadRepo(db: Db) {
  const run = createListStatements();
  const counts = createOperativeCounts(db);
  /** Rows by id with their joins: one statement, planned once, for every filter. */
  const byIds = withRowPlan(
    selectOperatives(db)
      .where(sql`${o.id} = any(${sql.placeholder('ids')})`)
      .prepare('operatives_by_ids'),
  );
  /** The figures of the same rows: one grouped statement for a page, never one per row. */
  const figuresByIds = withRowPlan(
    db
      .select({
        id: o.id,
        certificates: sql<number>`${certificatesOf}::int`,
        total: sql<string>`${collectedOf}::text`,
      })
      .from(o)
      .where(sql`${o.id} = any(${sql.placeholder('ids')})`)
      .prepare('operative_figures_by_ids'),
  );
  /** What the applicants and the certificate count need to know of their operative. */
  const placeById = withRowPlan(
    db
      .select({
        id: o.id,
        state: o.state,
        municipality: o.municipality,
        doctorAccountId: o.doctorAccountId,
      })
      .from(o)
      .where(eq(o.id, sql.placeholder('id')))
      .prepare('operative_place_by_id'),
  );
  /** The rows of `ids` in their order, each with its figures (frozen or live). */
  async function rowsOf(ids: { id: number }[]): Promise<OperativeReadRow[]> {
    if (ids.length === 0) return [];
    const values = { ids: ids.map((row) => row.id) };
    const [rows, figures] = await Promise.all([
      rowsByIds(ids, byIds, (row) => row.operative.id),
      figuresByIds.execute(values),
    ]);
    const live = new Map(figures.map(({ id, ...figure }) => [id, figure]));
    return rows.map((row) => ({
      ...row,
      live: live.get(row.operative.id) ?? { certificates: 0, total: '0' },
    }));
  }

  return {
    /** One page of the history (ids from `operatives` alone, by a sort index) and the total. */
    async page(
      scope: OperativesScope,
      query: OperativeHistoryQuery,
      limit: number,
      offset: number,
    ) {
      const where = historyWhere(scope, query);
      const order = { column: query.order_by, direction: query.order_direction };
      const columns = [orderColumns[query.order_by], o.id];
      const ids = run(pageIdsStatement(db, o.id, where, { ...order, columns }, { limit, offset }));
      const [rows, total] = await Promise.all([ids.then(rowsOf), counts.total(scope, query)]);
      return { rows, total };
    },

    async byId(id: number) {
      return (await rowsOf([{ id }]))[0];
    },

    /** Where an operative is and whose it is, without its joins and figures. */
    async placeOf(id: number) {
      const [row] = await placeById.execute({ id });
      return row;
    },

    /** Certificates issued at an operative, by type. */
    async certificatesByType(id: number) {
      // A certificate's type is a key of the catalogue (a foreign key): one of the schema's.
      const type = sql<z.infer<typeof certificateTypeSchema>>`${certificates.type}`;
      return db
        .select({ type, total: count() })
        .from(certificates)
        .where(eq(certificates.operativeId, id))
        .groupBy(certificates.type)
        .orderBy(certificates.type);
    },

    /** Its certificates issued without payment, by the doctor's reason (decision 0065). */
    async unpaidByReason(id: number) {
      const reason = sql<UnpaidReason>`${certificates.unpaidReason}`;
      return db
        .select({ reason, total: count() })
        .from(certificates)
        .where(and(eq(certificates.operativeId, id), isNotNull(certificates.unpaidReason)))
        .groupBy(certificates.unpaidReason)
        .orderBy(certificates.unpaidReason);
    },
  };
}
/** An operative's row and the figures it shows. */
export type OperativeReadRow = OperativeRow & { live: OperativeLive };
