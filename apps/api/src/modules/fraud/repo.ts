import type { FraudEvidence, FraudKind, FraudSignal, FraudSignalsQuery } from '@aptovial/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, fraudSignals } from '../../db/schema/index';
import { createdBetween, createdWithin, createListStatements, REPORT_CAP } from '../../lists/lists';
import { pageWithTotal } from '../../lists/page-with-total';

type SignalRow = typeof fraudSignals.$inferSelect;
/** A row of the Excel export: the signal and the printed serials of its certificates. */
export type ExportedSignal = FraudSignal & { certificateSerials: number[] };
export type ListFilters = Pick<FraudSignalsQuery, 'kind' | 'date_range'> & { state?: string };

export const toSignal = (row: SignalRow): FraudSignal => {
  const detail = (row.detail ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    kind: row.kind as FraudKind,
    state: row.state,
    schoolNumberId: row.schoolNumberId,
    doctorName: row.doctorName,
    doctorDni: typeof detail.doctorDni === 'string' ? detail.doctorDni : '',
    windowKey: row.windowKey,
    certificateIds: row.certificateIds,
    detail,
    detectedAt: row.detectedAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
  };
};

function whereOf(filters: ListFilters): SQL | undefined {
  return and(
    filters.state === undefined ? undefined : eq(fraudSignals.state, filters.state),
    filters.kind === undefined ? undefined : eq(fraudSignals.kind, filters.kind),
    createdWithin(fraudSignals.detectedAt, createdBetween(filters.date_range)),
  );
}

/** Reads of the fraud report: newest detection first, then the newest id. */
export function createFraudRepo(db: Db) {
  const run = createListStatements();
  /**
   * Serial by certificate id. The ids go as one array parameter: up to 5000 signals of 200
   * certificates each would overflow PostgreSQL's 65535 bind parameters as a list.
   */
  async function serialsOf(ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: certificates.id, serial: certificates.serial })
      .from(certificates)
      .where(sql`${certificates.id} = any(${`{${[...new Set(ids)].join(',')}}`}::bigint[])`);
    return new Map(rows.map((row) => [row.id, row.serial]));
  }

  return {
    async page(filters: ListFilters, page: { limit: number; page: number }) {
      const { rows, total } = await pageWithTotal(db, run, {
        name: 'fraud_signals',
        rows: () => db.select().from(fraudSignals).$dynamic(),
        counted: fraudSignals,
        where: whereOf(filters),
        order: {
          column: 'detectedAt',
          direction: 'desc',
          columns: [fraudSignals.detectedAt, fraudSignals.id],
        },
        page: { limit: page.limit, offset: (page.page - 1) * page.limit },
      });
      return { rows: rows.map(toSignal), total };
    },

    /**
     * The export: every matching signal up to the report cap, each with its certificates'
     * serials (a reader looks for the printed serial, not our id), all read by one statement.
     */
    async report(filters: ListFilters): Promise<ExportedSignal[]> {
      const rows = await db
        .select()
        .from(fraudSignals)
        .where(whereOf(filters))
        .orderBy(desc(fraudSignals.detectedAt), desc(fraudSignals.id))
        .limit(REPORT_CAP);
      const serials = await serialsOf(rows.flatMap((row) => row.certificateIds));
      return rows.map((row) => ({
        ...toSignal(row),
        certificateSerials: row.certificateIds.flatMap((id) => serials.get(id) ?? []),
      }));
    },

    async byId(id: number): Promise<FraudSignal | undefined> {
      const [row] = await db.select().from(fraudSignals).where(eq(fraudSignals.id, id));
      return row ? toSignal(row) : undefined;
    },

    /** The evidence certificates, oldest first (one statement on their primary keys). */
    async evidence(ids: readonly number[]): Promise<FraudEvidence[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: certificates.id,
          serial: certificates.serial,
          state: certificates.state,
          channel: certificates.channel,
          dni: certificates.dni,
          nationality: certificates.nationality,
          names: certificates.names,
          lastNames: certificates.lastNames,
          type: certificates.type,
          grade: certificates.grade,
          status: certificates.status,
          createdAt: certificates.createdAt,
        })
        .from(certificates)
        .where(inArray(certificates.id, [...ids]))
        .orderBy(asc(certificates.createdAt), asc(certificates.id));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
export type FraudRepo = ReturnType<typeof createFraudRepo>;
