import {
  COMMISSION_PLACES,
  type Commission,
  type CreateCommissionInput,
  DOLLAR_PRICE_PLACES,
  type listCommissionsQuerySchema,
  roundDecimal,
  todayInCaracas,
} from '@aptovial/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { createdBetween } from '../../lists/lists';
import { changedFields } from '../audit/changes';
import type { AuditService } from '../audit/service';
import type { AuthContext } from '../auth/sessions';
import { amountOf, priceInForce } from './amount';
import type { ExchangeRates } from './rates';
import type { CommissionsRepo, ListedCommissionRow } from './repo';

type Deps = {
  database: Database;
  repo: CommissionsRepo;
  rates: Pick<ExchangeRates, 'latest'>;
  audit: AuditService;
  clock: () => Date;
};
type ListQuery = z.output<typeof listCommissionsQuerySchema>;

const toCommission = ({ commission, createdByEmail }: ListedCommissionRow): Commission => ({
  id: commission.id,
  commissionDollarGeneral: roundDecimal(commission.commissionDollarGeneral, COMMISSION_PLACES),
  dollarPrice:
    commission.dollarPrice === null
      ? null
      : roundDecimal(commission.dollarPrice, DOLLAR_PRICE_PLACES),
  status: commission.status,
  createdBy: createdByEmail,
  createdAt: commission.createdAt.toISOString(),
});

const actorOf = ({ account, user }: AuthContext, ip: string) => ({
  accountId: account.id,
  userId: user.id,
  ip,
});

/** Amounts (docs/product/calls.md): the commission in dollars and the dollar price in force. */
export function createCommissionsService({ database, repo, rates, audit, clock }: Deps) {
  return {
    /**
     * A new commission, in force at once: the previous one turns inactive in the same
     * transaction, and both changes are audited with who made them.
     */
    async create(admin: AuthContext, input: CreateCommissionInput, ip: string) {
      const id = await database.db.transaction(async (tx) => {
        await repo.lockForChange(tx);
        const at = clock();
        const previous = await repo.deactivate(at, tx);
        const dollarPrice = input.dollarPrice ?? null;
        const row = await repo.insert(
          {
            commissionDollarGeneral: input.commissionDollarGeneral,
            dollarPrice,
            status: 'active',
            createdBy: admin.account.id,
            createdAt: at,
            updatedAt: at,
          },
          tx,
        );
        if (previous) {
          await audit.record(tx, {
            action: 'commission_deactivated',
            entity: 'commission',
            entityId: previous.id,
            ...actorOf(admin, ip),
            changes: {
              ...changedFields({ status: 'active' }, { status: 'inactive' }),
              replacedBy: row.id,
            },
          });
        }
        await audit.record(tx, {
          action: 'commission_created',
          entity: 'commission',
          entityId: row.id,
          ...actorOf(admin, ip),
          changes: changedFields(
            {},
            {
              commissionDollarGeneral: input.commissionDollarGeneral,
              // Left out when the official rate applies: there is no hand price to record.
              dollarPrice: dollarPrice ?? undefined,
              status: 'active',
            },
          ),
        });
        return row.id;
      });
      const created = await repo.findListed(id);
      if (!created) throw new Error(`commission ${id} vanished`);
      return toCommission(created);
    },

    /** The history, newest first unless asked otherwise. */
    async list(query: ListQuery) {
      const { limit, page, order_by, order_direction, date_range } = query;
      const { rows, total } = await repo.page(
        createdBetween(date_range),
        { column: order_by, direction: order_direction },
        limit,
        (page - 1) * limit,
      );
      return { data: rows.map(toCommission), total, page, limit };
    },

    /**
     * The commission in force, the dollar price in force and the bolívares. COMMISSION_NOT_SET
     * before any commission; DOLLAR_PRICE_UNAVAILABLE when no hand price is set and no official
     * rate was ever read.
     */
    async amount() {
      const commission = await repo.active();
      if (!commission) throw new AppError('COMMISSION_NOT_SET');
      const today = todayInCaracas(clock());
      const rate = commission.dollarPrice === null ? await rates.latest() : undefined;
      const price = priceInForce(commission, rate, today);
      if (!price) throw new AppError('DOLLAR_PRICE_UNAVAILABLE');
      return amountOf(commission, price, today);
    },
  };
}
export type CommissionsService = ReturnType<typeof createCommissionsService>;
