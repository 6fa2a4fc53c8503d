import {
  type Operative,
  type OperativeApplicant,
  type OperativeApplicantsQuery,
  type OperativeCommission,
  type OperativeHistoryQuery,
  type OperativeStats,
  todayInCaracas,
} from '@aptovial/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { REPORT_CAP } from '../../lists/lists';
import type { AuthContext } from '../auth/sessions';
import type { CommissionsService } from '../commissions/index';
import { type ApplicantRow, createApplicantsRepo } from './applicants-repo';
import { toOperative } from './items';
import { assertManages, assertRoadSession } from './policy';
import { createOperativeReadRepo, type OperativeReadRow } from './read-repo';
import { commissionOf, periodsOf, toStats } from './stats';
import { createStatsRepo } from './stats-repo';

type Deps = { db: Db; clock: () => Date; commissions: Pick<CommissionsService, 'amount'> };
type Session = Pick<AuthContext, 'account'>;
type DateRange = readonly [string, string] | undefined;

const toItem = (row: OperativeReadRow): Operative => toOperative(row, row.live);

const toApplicant = (row: ApplicantRow): OperativeApplicant => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  serial: row.serial === null ? null : String(row.serial),
});

/** A range whose first day comes after its last finds nothing: refused as a typing mistake. */
function assertRange(range: DateRange): void {
  const [from, to] = range ?? ['', ''];
  if (from && to && from > to) {
    throw new AppError('VALIDATION_ERROR', undefined, [
      { field: 'date_range', message: 'La fecha inicial no puede ser posterior a la final' },
    ]);
  }
}

/**
 * The reads of operatives (decision 0025): history and its export, one operative, its certificates
 * and applicants, the panel's figures and the commission owed. Every read is scoped: the road
 * Admin reaches all operatives, a vialDirector their own (403 OPERATIVE_NOT_YOURS otherwise).
 */
export function createOperativeReads({ db, clock, commissions }: Deps) {
  const repo = createOperativeReadRepo(db);
  const applicants = createApplicantsRepo(db);
  const stats = createStatsRepo(db);

  /** The operative `id` with its figures, if the session reaches it (404, 403 otherwise). */
  async function reachable(session: Session, id: number): Promise<OperativeReadRow> {
    assertRoadSession(session);
    const row = await repo.byId(id);
    if (!row) throw new AppError('OPERATIVE_NOT_FOUND');
    assertManages(session, row.operative);
    return row;
  }

  /** Where the operative `id` is, if the session reaches it (404, 403 otherwise). */
  async function reachablePlace(session: Session, id: number) {
    assertRoadSession(session);
    const place = await repo.placeOf(id);
    if (!place) throw new AppError('OPERATIVE_NOT_FOUND');
    assertManages(session, place);
    return place;
  }

  return {
    async history(session: Session, query: OperativeHistoryQuery) {
      assertRange(query.date_range);
      const { limit, page } = query;
      const scope = assertRoadSession(session);
      const { rows, total } = await repo.page(scope, query, limit, (page - 1) * limit);
      return { data: rows.map(toItem), total, page, limit };
    },

    /** Every match up to the report cap, for the Excel export, in the history's order. */
    async report(session: Session, query: OperativeHistoryQuery): Promise<Operative[]> {
      assertRange(query.date_range);
      const { rows } = await repo.page(assertRoadSession(session), query, REPORT_CAP, 0);
      return rows.map(toItem);
    },

    async details(session: Session, id: number): Promise<Operative> {
      return toItem(await reachable(session, id));
    },

    async certificateCount(session: Session, id: number) {
      await reachablePlace(session, id);
      const byType = await repo.certificatesByType(id);
      const withoutPayment = await repo.unpaidByReason(id);
      return { total: byType.reduce((sum, row) => sum + row.total, 0), byType, withoutPayment };
    },

    async applicants(session: Session, id: number, query: OperativeApplicantsQuery) {
      const place = await reachablePlace(session, id);
      const { rows, total } = await applicants.page(place, query);
      return { data: rows.map(toApplicant), total, page: query.page, limit: query.limit };
    },

    async stats(session: Session, range: DateRange): Promise<OperativeStats> {
      assertRange(range);
      const scope = assertRoadSession(session);
      return toStats(await stats.stats(scope, periodsOf(todayInCaracas(clock())), range));
    },

    /** One operative's certificates, or those of the scope's operatives started in the range. */
    async commission(
      session: Session,
      query: { id?: number; date_range?: DateRange },
    ): Promise<OperativeCommission> {
      assertRange(query.date_range);
      const scope = assertRoadSession(session);
      const certificates =
        query.id === undefined
          ? await stats.certificatesIn(scope, query.date_range)
          : toItem(await reachable(session, query.id)).certificates;
      return commissionOf(certificates, await commissions.amount());
    },
  };
}
export type OperativeReads = ReturnType<typeof createOperativeReads>;
