import type { Lot } from '@aptovial/shared';
import type { ListedLotRow } from './repo';

/** A lot as the API answers it: its serials used by certificates and those still free. */
export function toLot({ lot, createdByEmail }: ListedLotRow, used: number): Lot {
  return {
    id: lot.id,
    state: lot.state,
    initialNumber: lot.initialNumber,
    finalNumber: lot.finalNumber,
    numberTP: lot.numberTP,
    used,
    free: lot.finalNumber - lot.initialNumber + 1 - used,
    createdBy: createdByEmail,
    createdAt: lot.createdAt.toISOString(),
    updatedAt: lot.updatedAt.toISOString(),
  };
}
