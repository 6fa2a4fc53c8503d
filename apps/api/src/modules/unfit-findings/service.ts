import {
  type CreateUnfitFindingInput,
  UNFIT_WARNING_DAYS,
  type UnfitFinding,
  type UnfitWarnings,
  type UnfitWarningsQuery,
} from '@aptovial/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { AuthContext } from '../auth/sessions';
import { assertMayRecord, recorderOf } from './policy';
import type { UnfitFindingRow, UnfitFindingsRepo } from './repo';

type Deps = {
  database: Database;
  repo: UnfitFindingsRepo;
  audit: AuditService;
  clock: () => Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const toFinding = (row: UnfitFindingRow): UnfitFinding => ({
  id: row.id,
  dni: row.dni,
  nationality: row.nationality,
  grade: row.grade,
  reason: row.reason,
  state: row.state,
  channel: row.channel,
  createdAt: row.createdAt.toISOString(),
});

/** "No apto" findings (decision 0036): recorded by issuing doctors, warned of to the others. */
export function createUnfitFindingsService({ database, repo, audit, clock }: Deps) {
  /** Where the doctor works: their account's state, else their college number's. */
  async function stateOf(recorder: ReturnType<typeof recorderOf>): Promise<string> {
    if (recorder.accountState !== null) return recorder.accountState;
    const state =
      recorder.schoolNumberId === null
        ? undefined
        : await repo.stateOfNumber(recorder.schoolNumberId);
    if (state === undefined) {
      throw new AppError(
        'FORBIDDEN',
        'Su cuenta no tiene un estado ni un número de colegio: no puede registrar un No apto.',
      );
    }
    return state;
  }

  return {
    async record(
      context: AuthContext,
      input: CreateUnfitFindingInput,
      ip: string,
    ): Promise<UnfitFinding> {
      const recorder = recorderOf(context);
      assertMayRecord(recorder);
      const state = await stateOf(recorder);
      const row = await database.db.transaction(async (tx) => {
        const created = await repo.insert(
          {
            ...input,
            state,
            channel: recorder.channel,
            schoolNumberId: recorder.schoolNumberId,
            createdBy: recorder.accountId,
            createdAt: clock(),
          },
          tx,
        );
        // The reason stays out of the audit trail: only the finding's own readers see it.
        await audit.record(tx, {
          action: 'unfit_finding_created',
          entity: 'unfit_finding',
          entityId: created.id,
          accountId: recorder.accountId,
          userId: recorder.userId,
          ip,
          changes: { dni: input.dni, nationality: input.nationality, grade: input.grade, state },
        });
        return created;
      });
      return toFinding(row);
    },

    /** The doctor's own findings, with their reasons. */
    async own(context: AuthContext): Promise<UnfitFinding[]> {
      return (await repo.own(recorderOf(context))).map(toFinding);
    },

    /** Other doctors' findings for the driver and grade in the last 30 days: count and dates. */
    async warnings(context: AuthContext, query: UnfitWarningsQuery): Promise<UnfitWarnings> {
      const since = new Date(clock().getTime() - UNFIT_WARNING_DAYS * DAY_MS);
      const dates = await repo.othersSince(query, since, recorderOf(context));
      return { count: dates.length, dates: dates.map((date) => date.toISOString()) };
    },
  };
}
export type UnfitFindingsService = ReturnType<typeof createUnfitFindingsService>;
