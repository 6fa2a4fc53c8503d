import type { listLotsQuerySchema } from '@aptovial/shared';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { createdBetween } from '../../lists/lists';
import { toLot } from './items';
import { isVisible, type LotsActor } from './policy';
import type { ListedLotRow, LotsRepo } from './repo';

type ListQuery = z.output<typeof listLotsQuerySchema>;

/** Reading lots: the list with usage, one lot and the serial search. */
export function createLotsDirectory({ repo }: { repo: LotsRepo }) {
  async function withUsage(row: ListedLotRow) {
    const used = await repo.usedByLot([row.lot.id]);
    return toLot(row, used.get(row.lot.id) ?? 0);
  }

  /** The lot's row; NOT_FOUND when it does not exist or the actor cannot see it. */
  async function visibleRow(actor: LotsActor, id: number): Promise<ListedLotRow> {
    const row = await repo.findListed(id);
    if (!row || !isVisible(actor, row.lot)) throw new AppError('NOT_FOUND', 'El lote no existe.');
    return row;
  }

  return {
    async list(actor: LotsActor, query: ListQuery) {
      const { limit, page, order_by, order_direction, state, numberTP, date_range } = query;
      const { rows, total } = await repo.page(
        {
          ...(actor.visibleState === undefined ? {} : { visibleState: actor.visibleState }),
          ...(state ? { state } : {}),
          ...(numberTP ? { numberTP } : {}),
          ...createdBetween(date_range),
        },
        { column: order_by, direction: order_direction },
        limit,
        (page - 1) * limit,
      );
      const used = await repo.usedByLot(rows.map((row) => row.lot.id));
      return {
        data: rows.map((row) => toLot(row, used.get(row.lot.id) ?? 0)),
        total,
        page,
        limit,
      };
    },

    /** One lot with its usage; NOT_FOUND when it does not exist or the actor cannot see it. */
    one: async (actor: LotsActor, id: number) => withUsage(await visibleRow(actor, id)),

    visibleRow,

    /**
     * Which lot holds a serial and the certificate already on it. The lot is answered whatever its
     * state, so the issue form can say the serial belongs to another state's lot.
     */
    async searchSerial(serial: number) {
      const [row, certificateId] = await Promise.all([
        repo.findHolding(serial),
        repo.certificateIdBySerial(serial),
      ]);
      return { lot: row ? await withUsage(row) : null, certificateId };
    },
  };
}
export type LotsDirectory = ReturnType<typeof createLotsDirectory>;
