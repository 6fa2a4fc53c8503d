import {
  type CreateOperativeInput,
  compareDecimals,
  formatDecimalEs,
  type Operative,
  type OperativeStatus,
  type RescheduleOperativeInput,
  todayInCaracas,
} from '@aptovial/shared';
import type { Mailer } from '../../adapters/mail/types';
import type { Database, Db } from '../../db/client';
import { OPERATIVE_ONE_PER_DAY } from '../../db/schema/index';
import { brokenExclusionConstraint } from '../../db/violations';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { AuthContext } from '../auth/sessions';
import type { CommissionsService } from '../commissions/index';
import type { PreRegistrationsDoor } from '../pre-registrations/index';
import { type OperativeRow, toOperative } from './items';
import { enqueueNotices, type NoticeKind } from './notices';
import { assertManages, assertRoadSession } from './policy';
import type { OperativesRepo, TransitionChanges } from './repo';

type Deps = {
  database: Database;
  repo: OperativesRepo;
  audit: AuditService;
  mail: Pick<Mailer, 'enqueueMany' | 'kick'>;
  commissions: Pick<CommissionsService, 'amount'>;
  preRegistrations: Pick<PreRegistrationsDoor, 'assertMunicipalityOf' | 'openIn'>;
  clock: () => Date;
};

/** A transition: the statuses it leaves, the one it reaches, and what else it writes. */
type Step = {
  action: string;
  from: readonly OperativeStatus[];
  to: OperativeStatus;
  changes: TransitionChanges;
  /** Refusals that depend on the operative (its day, its dates). */
  check?: (row: OperativeRow) => void;
  /** A transition the applicants are told of. */
  notice?: NoticeKind;
  /** The executing one freezes its figures instead of a plain update. */
  finish?: true;
};

const PLANNED = ['Pending', 'Rescheduled'] as const;

const fieldError = (code: 'OPERATIVE_START_IN_PAST', field: string) =>
  new AppError(code, undefined, [{ field, message: 'La fecha no puede ser anterior a hoy' }]);

/** An overlapping live operative of the same doctor, as the exclusion constraint refused it. */
function sameDayRefused(error: unknown): never {
  if (brokenExclusionConstraint(error) === OPERATIVE_ONE_PER_DAY) {
    throw new AppError('OPERATIVE_ALREADY_EXISTS_FOR_DATE', undefined, [
      { field: 'startDate', message: 'Ya tiene un operativo en esas fechas' },
    ]);
  }
  throw error;
}

/** Creating an operative and moving it through its statuses (docs/product/entities.md). */
export function createOperativesService(deps: Deps) {
  const { database, repo, audit, mail, commissions, preRegistrations, clock } = deps;
  const today = () => todayInCaracas(clock());
  const actorOf = ({ account, user }: AuthContext, ip: string) => ({
    accountId: account.id,
    userId: user.id,
    ip,
  });

  /**
   * The credential's college number (migration 0019 ends a credential whose number loses road
   * medicine, so a session here still has an enabled one).
   */
  function numberOf(context: AuthContext): number {
    const { schoolNumberId } = context.account;
    if (schoolNumberId === null) {
      throw new AppError('FORBIDDEN', 'Su credencial no está vinculada a un número de colegio.');
    }
    return schoolNumberId;
  }

  /** The price the form shows must be the one in force now (commission × dollar price). */
  async function priceInForce(price: string) {
    const amount = await commissions.amount();
    if (compareDecimals(price, amount.amountBolivares) !== 0) {
      const message = `El precio vigente del certificado es de ${formatDecimalEs(amount.amountBolivares)} Bs.`;
      throw new AppError('OPERATIVE_PRICE_MISMATCH', undefined, [{ field: 'price', message }]);
    }
    return amount;
  }

  /** The stored operative with its notices queued in `tx`; the caller kicks the mail. */
  async function told(id: number, notice: NoticeKind | undefined, tx: Db): Promise<Operative> {
    const row = await repo.byId(id, tx);
    if (!row) throw new AppError('OPERATIVE_NOT_FOUND');
    const operative = toOperative(row);
    if (notice) {
      const applicants = await preRegistrations.openIn(operative.state, operative.municipality, tx);
      await enqueueNotices(mail, notice, operative, applicants, tx);
    }
    return operative;
  }

  async function move(context: AuthContext, id: number, ip: string, step: Step) {
    const row = await repo.byId(id);
    if (!row) throw new AppError('OPERATIVE_NOT_FOUND');
    assertManages(context, row.operative);
    if (!step.from.includes(row.operative.status)) throw new AppError('OPERATIVE_STATUS_CONFLICT');
    step.check?.(row);
    const operative = await database.db
      .transaction(async (tx) => {
        const now = clock();
        const moved = step.finish
          ? await repo.finish(id, now, tx)
          : await repo.transition(id, step.from, step.to, step.changes, now, tx);
        if (!moved) throw new AppError('OPERATIVE_STATUS_CONFLICT');
        await audit.record(tx, {
          action: step.action,
          entity: 'operative',
          entityId: id,
          ...actorOf(context, ip),
          changes: { from: row.operative.status, to: step.to, ...step.changes },
        });
        return told(id, step.notice, tx);
      })
      .catch(sameDayRefused);
    if (step.notice) mail.kick();
    return operative;
  }

  return {
    /** POST createOperative: Pending, announced to the municipality's open requests. */
    async create(context: AuthContext, input: CreateOperativeInput, ip: string) {
      assertRoadSession(context);
      const schoolNumberId = numberOf(context);
      await preRegistrations.assertMunicipalityOf(input.state, input.municipality);
      if (input.startDate < today()) throw fieldError('OPERATIVE_START_IN_PAST', 'startDate');
      const amount = await priceInForce(input.price);
      const operative = await database.db
        .transaction(async (tx) => {
          const { state, municipality } = input;
          const applicants = await preRegistrations.openIn(state, municipality, tx);
          const id = await repo.insert(
            {
              doctorAccountId: context.account.id,
              schoolNumberId,
              state,
              municipality,
              addressDescription: input.address.description,
              latitude: input.address.latitude,
              longitude: input.address.longitude,
              startDate: input.startDate,
              endDate: input.endDate,
              price: amount.amountBolivares,
              priceDollars: amount.commissionDollarGeneral,
              dollarPrice: amount.dollarPrice,
              rateDate: amount.priceDate,
              totalUsers: applicants.length,
              recipients: input.recipients,
              createdAt: clock(),
              updatedAt: clock(),
            },
            tx,
          );
          await audit.record(tx, {
            action: 'operative_created',
            entity: 'operative',
            entityId: id,
            ...actorOf(context, ip),
            changes: { state, municipality, startDate: input.startDate, endDate: input.endDate },
          });
          return told(id, { kind: 'announced' }, tx);
        })
        .catch(sameDayRefused);
      mail.kick();
      return operative;
    },

    /** PUT startOperative: on one of its days only. */
    start: (context: AuthContext, id: number, ip: string) =>
      move(context, id, ip, {
        action: 'operative_started',
        from: PLANNED,
        to: 'InProgress',
        changes: { startedAt: clock() },
        check: ({ operative }) => {
          const day = today();
          if (day < operative.startDate || day > operative.endDate) {
            throw new AppError('OPERATIVE_NOT_ITS_DAY');
          }
        },
      }),

    /** PUT finishOperative: its figures frozen. */
    finish: (context: AuthContext, id: number, ip: string) =>
      move(context, id, ip, {
        action: 'operative_finished',
        from: ['InProgress'],
        to: 'Executed',
        changes: {},
        finish: true,
      }),

    /** PUT cancelOperative: with the reason, told to its applicants. */
    cancel: (context: AuthContext, id: number, observation: string, ip: string) =>
      move(context, id, ip, {
        action: 'operative_cancelled',
        from: PLANNED,
        to: 'Cancelled',
        changes: { observation },
        notice: { kind: 'cancelled', reason: observation },
      }),

    /** PUT rescheduledOperative: new dates, not in the past, told to its applicants. */
    reschedule: (context: AuthContext, id: number, dates: RescheduleOperativeInput, ip: string) =>
      move(context, id, ip, {
        action: 'operative_rescheduled',
        from: PLANNED,
        to: 'Rescheduled',
        changes: { startDate: dates.startDate, endDate: dates.endDate },
        check: () => {
          if (dates.startDate < today()) throw fieldError('OPERATIVE_START_IN_PAST', 'startDate');
        },
        notice: { kind: 'rescheduled' },
      }),
  };
}
export type OperativesService = ReturnType<typeof createOperativesService>;
