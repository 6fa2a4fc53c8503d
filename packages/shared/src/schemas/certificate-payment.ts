import { z } from 'zod';

/**
 * How a certificate was paid (docs/product/entities.md: paymentc2p_ID with paid_By): the payment it
 * points at, amount in bolívares as decimal text, the bank's reference, bank and day.
 */
export const certificatePaymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(['c2p', 'mobile']),
  amount: z.string(),
  paymentReference: z.string().nullable(),
  bankCode: z.number().int(),
  trxDate: z.string(),
});
export type CertificatePayment = z.infer<typeof certificatePaymentSchema>;
