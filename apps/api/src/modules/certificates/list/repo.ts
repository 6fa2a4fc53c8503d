/**
 * Reads of certificate lists: a page and its total (from the nearer end, a name search capped),
 * a lot's certificates, the read after a cursor, and the counts by state, grade, type and status.
 */
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { withRowPlan } from '../../../db/row-plan';
import { certificateDayCounts, certificates } from '../../../db/schema/index';
import type { CappedTotal } from '../../../lists/capped-total';
import type { CursorPosition } from '../../../lists/list-cursor';
import {
  createdWithin,
  createListStatements,
  pageIdsStatement,
  rowsByIds,
  summedTotal,
} from '../../../lists/lists';
import { pageFromNearerEnd } from '../../../lists/nearer-end';
import { pageWithTotal } from '../../../lists/page-with-total';
import type { RoadCountsRepo } from '../road-counts';
import { type CertificateRow, selectCertificates } from '../rows';
import {
  type CertificateFilters,
  type CertificateOrder,
  dayCountsCondition,
  orderColumnsOf,
  roadCountsOf,
  searchesNames,
  whereOf,
} from './filters';
import { afterIdsStatement, positionStatement } from './keyset';
import { monthPageIdsStatement, monthWalkOf } from './month-pages';
import { nameSearchPage } from './name-pages';

/** A lot's certificates: by serial or by date created, created within the optional range. */
export type LotCertificatesOrder = { column: 'serial' | 'createdAt'; direction: 'asc' | 'desc' };
export type LotCertificatesFilters = { createdFrom?: Date; createdBefore?: Date };
const lotCertificatesOrder = {
  serial: certificates.serial,
  createdAt: certificates.createdAt,
} as const satisfies Record<LotCertificatesOrder['column'], PgColumn>;

/** Grouping bits of `grouping(state, grade, type, status)`: 0 marks the grouped column. */
const GROUPED = { state: 0b0111, grade: 0b1011, type: 0b1101, status: 0b1110, total: 0b1111 };

/** The list queries of `certificates`, part of the certificates repo. */
export function createCertificateListRepo(
  db: Db,
  roadCounts: RoadCountsRepo,
  /** Rows from both ends past which a page is refused (decision 0054). */
  depthCap: number,
) {
  const run = createListStatements();

  /**
   * A page's certificates by id, with their joins: one statement whatever the filters, so
   * PostgreSQL plans it once; planning the joins along with the filters cost it on every page
   * (decision 0009).
   */
  const byIds = withRowPlan(
    selectCertificates(db)
      .where(sql`${certificates.id} = any(${sql.placeholder('ids')})`)
      .prepare('certificates_by_ids'),
  );

  /**
   * The ids of one page, from `certificates` alone (month by month for a road state's range by
   * date created), then their rows in that order.
   */
  async function pageRows(
    filters: CertificateFilters,
    where: SQL | undefined,
    order: CertificateOrder,
    page: { limit: number; offset: number },
  ) {
    const months = monthWalkOf(filters, order);
    const ids = await run(
      months === undefined
        ? pageIdsStatement(
            db,
            certificates.id,
            where,
            { ...order, columns: orderColumnsOf(order.column) },
            page,
          )
        : monthPageIdsStatement(db, where, order.direction, page, months),
    );
    return rowsByIds(ids, byIds, (row) => row.certificate.id);
  }

  /**
   * How many match: from the per-day counts when only state and dates filter (road medicine's
   * own when its list is filtered so), else counted.
   */
  const totalOf = (filters: CertificateFilters, where: SQL | undefined) => {
    const road = roadCountsOf(filters);
    if (road !== undefined) {
      const { scope, state, ...range } = road;
      return roadCounts.total(scope, state, range).then((total) => [{ total }]);
    }
    const byDay = dayCountsCondition(filters);
    return run(
      byDay === undefined
        ? {
            key: 'certificates:total',
            where,
            build: (shape) => db.select({ total: count() }).from(certificates).where(shape),
          }
        : {
            key: 'certificates:total-by-day',
            where: byDay,
            build: (shape) =>
              db
                .select({ total: summedTotal(certificateDayCounts.total) })
                .from(certificateDayCounts)
                .where(shape),
          },
    );
  };

  return {
    /** One page of certificates and the total matching the filters (capped for a name search). */
    async page(
      filters: CertificateFilters,
      order: CertificateOrder,
      limit: number,
      offset: number,
    ): Promise<{ rows: CertificateRow[] } & CappedTotal> {
      const where = whereOf(db, filters);
      if (searchesNames(filters)) {
        return nameSearchPage(db, where, order, { limit, offset }, (ids) =>
          rowsByIds(ids, byIds, (row) => row.certificate.id),
        );
      }
      return pageFromNearerEnd(
        { limit, offset },
        order.direction,
        (page, direction) => pageRows(filters, where, { ...order, direction }, page),
        () => totalOf(filters, where),
        depthCap,
      );
    },

    /** One page of a lot's certificates and how many it has in all. */
    ofLot: (
      lotId: number,
      filters: LotCertificatesFilters,
      order: LotCertificatesOrder,
      page: { limit: number; offset: number },
    ) =>
      pageWithTotal(db, run, {
        name: 'lot-certificates',
        rows: () => selectCertificates(db).$dynamic(),
        counted: certificates,
        where: and(eq(certificates.lotId, lotId), createdWithin(certificates.createdAt, filters)),
        order: { ...order, columns: [lotCertificatesOrder[order.column], certificates.id] },
        page,
      }),

    /**
     * Up to `limit` certificates after `from` in `order` (from the first when absent), and the
     * position of the last one when more follow: one seek on the order's index at any depth.
     */
    async after(
      filters: CertificateFilters,
      order: CertificateOrder,
      from: CursorPosition | undefined,
      limit: number,
    ): Promise<{ rows: CertificateRow[]; last?: CursorPosition }> {
      const where = whereOf(db, filters);
      const found = await run(afterIdsStatement(db, where, order, from, limit + 1));
      const ids = found.slice(0, limit);
      const rows = await rowsByIds(ids, byIds, (row) => row.certificate.id);
      const last = ids.at(-1);
      if (found.length <= limit || last === undefined) return { rows };
      return { rows, last: { key: last.key, id: Number(last.id) } };
    },

    /** Where the certificate `id` stands in `order`, for a cursor after it. */
    async positionOf(order: CertificateOrder, id: number): Promise<CursorPosition | undefined> {
      const [row] = await run(positionStatement(db, order.column, id));
      return row && { key: row.key, id };
    },

    /** How many certificates match (from the kept counts when they can say). */
    total: async (filters: CertificateFilters) =>
      (await totalOf(filters, whereOf(db, filters)))[0]?.total ?? 0,

    /** Totals by state, grade, type and status in one GROUPING SETS query. */
    async counts(filters: CertificateFilters) {
      const { state, grade, type, status } = certificates;
      const rows = await db
        .select({
          state,
          grade,
          type,
          status,
          grouping: sql<number>`grouping(${state}, ${grade}, ${type}, ${status})`.mapWith(Number),
          total: count(),
        })
        .from(certificates)
        .where(whereOf(db, filters))
        .groupBy(sql`grouping sets ((${state}), (${grade}), (${type}), (${status}), ())`);
      const of = (bits: number, key: (row: (typeof rows)[number]) => string) =>
        rows
          .filter((row) => row.grouping === bits)
          .map((row) => ({ key: key(row), total: row.total }))
          .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
      return {
        total: rows.find((row) => row.grouping === GROUPED.total)?.total ?? 0,
        byState: of(GROUPED.state, (row) => row.state),
        byGrade: of(GROUPED.grade, (row) => row.grade),
        byType: of(GROUPED.type, (row) => row.type),
        byStatus: of(GROUPED.status, (row) => String(row.status)),
      };
    },
  };
}
