import type { WithoutPayment } from '@aptovial/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { CertificateValues } from './repo';

/** Serving a request of the public, as issuing links it (service.ts `IssueLink`). */
type Serving = {
  serve(certificateId: number, tx: Db): Promise<number | null>;
  withoutPayment?: WithoutPayment | undefined;
};
type Settled = Pick<CertificateValues, 'paymentId' | 'unpaidReason' | 'unpaidNote'>;

/**
 * Decision 0065: a certificate serving a request is paid by the request's approved payment, or
 * carries the doctor's reason for issuing without one; neither answers 409 PRE_REGISTER_UNPAID
 * and the issuing transaction rolls back (no certificate, the request open, the serial free). A
 * reason sent for a request paid meanwhile is not kept: the payment says it all.
 */
export async function servedAndSettled(
  serving: Serving,
  certificateId: number,
  tx: Db,
): Promise<Settled> {
  const paidBy = await serving.serve(certificateId, tx);
  if (paidBy !== null) return { paymentId: paidBy };
  const reason = serving.withoutPayment;
  if (reason === undefined) {
    throw new AppError('PRE_REGISTER_UNPAID', undefined, [
      { field: 'withoutPayment', message: 'La solicitud no está pagada' },
    ]);
  }
  return { unpaidReason: reason.reason, unpaidNote: reason.note };
}
