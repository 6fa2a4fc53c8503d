import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors';
import { renderReceiptPdf } from './receipt-pdf';
import type { PaymentsRepo } from './repo';
import type { PhoneSeal } from './seal';

const notFound = () => new AppError('NOT_FOUND', 'No existe un comprobante con esos datos.');

/**
 * The printable receipts: the address's key (answered with the approval and e-mailed) is the
 * only credential, as the payer has no session. A wrong key, an unknown payment and one not
 * approved all answer the same 404, so the address reveals nothing.
 */
export function createReceipts({
  repo,
  seal,
}: {
  repo: Pick<PaymentsRepo, 'byId'>;
  seal: Pick<PhoneSeal, 'receiptToken'>;
}) {
  return {
    async pdfOf(id: number, key: string): Promise<{ invoice: string; pdf: Buffer }> {
      const expected = Buffer.from(seal.receiptToken(id));
      const given = Buffer.from(key);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound();
      const payment = await repo.byId(id);
      if (payment?.status !== 'approved') throw notFound();
      return { invoice: payment.invoiceNumber, pdf: await renderReceiptPdf(payment) };
    },
  };
}
export type Receipts = ReturnType<typeof createReceipts>;
