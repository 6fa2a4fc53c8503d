import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { PaymentsRepo } from './repo';

/**
 * For road medicine: a request is served only once its charge has settled (decision 0053). A
 * pending charge may still be approved, and the certificate would then be issued before anyone
 * knew whether the applicant paid; or declined, and the certificate would be issued unpaid.
 */
export function createServingRule(repo: Pick<PaymentsRepo, 'hasPending'>) {
  return {
    /**
     * Called in the issuing transaction after the request's row is locked by its serving: a
     * charge that committed its pending row before is seen, and a later one finds it served.
     */
    async assertNoPendingCharge(preRegistrationId: number, tx: Db): Promise<void> {
      if (await repo.hasPending(preRegistrationId, tx)) {
        throw new AppError('PRE_REGISTER_PAYMENT_PENDING', undefined, [
          { field: 'preRegisterId', message: 'El pago de la solicitud está pendiente' },
        ]);
      }
    },
  };
}
