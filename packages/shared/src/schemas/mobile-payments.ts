import { z } from 'zod';
import { compareDecimals } from '../format/decimal';
import { createCertificateInputSchema } from './certificates';
import { listQuerySchema, pageOf } from './lists';
import {
  bankCodeSchema,
  bolivarAmountSchema,
  payerMobileSchema,
  paymentItemSchema,
  paymentMethods,
  paymentStatuses,
} from './payments';
import { calendarDaySchema } from './registers';

/**
 * Mobile payments the payer made from their own bank's app (decision 0023): a road-medicine
 * doctor finds one at the bank (busqueda-pago-moviles) and issues a certificate against it
 * (registar-certificados-medicos-pagos), once. Field names are the bank's own
 * (docs/integrations/mercantil-c2p.md); amounts are decimal text with two places, never JSON
 * numbers.
 */

const moneyText = z.string().regex(/^\d+\.\d{2}$/);
const positiveAmount = bolivarAmountSchema.refine(
  (amount) => compareDecimals(amount, '0') > 0,
  'El monto debe ser mayor que cero',
);
const paymentReferenceSchema = z
  .string({ error: 'Indique la referencia del pago' })
  .trim()
  .regex(/^\d{4,20}$/, 'La referencia son de 4 a 20 dígitos');

/** What the bank searches by: the payer's phone and bank, the day, the amount, the reference. */
const searchFields = {
  destination_mobile_number: payerMobileSchema,
  destination_bank_id: bankCodeSchema,
  trx_date: calendarDaySchema,
  amount: positiveAmount,
  payment_reference: paymentReferenceSchema,
};

/** POST /api/preRegister/mobile-payment-search (a road-medicine session); the reference optional. */
export const mobilePaymentSearchInputSchema = z.strictObject({
  ...searchFields,
  payment_reference: paymentReferenceSchema.optional(),
});
export type MobilePaymentSearchInput = z.output<typeof mobilePaymentSearchInputSchema>;

/** The payment a certificate is issued against: every search field, the reference required. */
export const mobilePaymentFieldsSchema = z.strictObject(searchFields);
export type MobilePaymentFields = z.output<typeof mobilePaymentFieldsSchema>;

/**
 * One item of `transaction_list` (docs/product/calls.md: the first gives amount, trx_date,
 * payment_reference, invoice_number, destination_bank_id). The payer's phone comes masked; `used`
 * says it is recorded already, so it cannot pay another certificate; `usedFor` says what it paid
 * (decision 0066): a certificate (`certificateId`, and `certificateSerial` to show) or a request
 * still without one (a C2P charge of a request); null when neither is known.
 */
export const mobilePaymentFoundSchema = z.object({
  amount: moneyText,
  trx_date: z.string(),
  payment_reference: z.string(),
  invoice_number: z.string(),
  destination_bank_id: z.number().int(),
  destination_id: z.string(),
  destination_mobile_number: z.string(),
  authorization_code: z.string(),
  trx_type: z.string(),
  payment_method: z.string(),
  currency: z.string(),
  used: z.boolean(),
  usedFor: z.enum(['certificate', 'request']).nullable(),
  certificateId: z.number().int().nullable(),
  certificateSerial: z.number().int().nullable(),
});
export type MobilePaymentFound = z.infer<typeof mobilePaymentFoundSchema>;
export const mobilePaymentSearchResponseSchema = z.object({
  data: z.object({ transaction_list: z.array(mobilePaymentFoundSchema) }),
});

/**
 * POST /api/credentialMedic/createCertifieldsPay: a certificate (createCertifields' body) and the
 * payment it is paid with. The server asks the bank again; the client's copy is never trusted.
 */
export const createCertifieldsPayInputSchema = createCertificateInputSchema.safeExtend({
  payment: mobilePaymentFieldsSchema,
  /**
   * Issued at this field operative (decision 0025): the doctor's own (or the Admin), in progress.
   */
  operativeId: z.number({ error: 'Debe ser un número' }).int().positive().optional(),
});
export type CreateCertifieldsPayInput = z.output<typeof createCertifieldsPayInputSchema>;

/**
 * GET /api/payments/c2p (lista-de-pagos-movil) and its /xlsx: docs/product/entities.md's filters.
 * `phone` is a whole phone (matched to its masked form) or its last 1 to 4 digits; `date_range` is
 * the day the payment was recorded, `trx_date` the bank's day.
 */
export const paymentOrderColumns = ['createdAt', 'trxDate', 'amount'] as const;
export const listPaymentsQuerySchema = listQuerySchema(paymentOrderColumns)
  .extend({
    amount: positiveAmount.optional(),
    phone: z
      .string()
      .trim()
      .regex(
        /^(\d{1,4}|0\d{3}-?\d{7})$/,
        'Escriba el teléfono (0414-1234567) o sus últimos dígitos',
      )
      .optional(),
    trx_date: calendarDaySchema.optional(),
    reference: z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, 'La referencia son solo dígitos')
      .optional(),
    status: z.enum(paymentStatuses).optional(),
    method: z.enum(paymentMethods).optional(),
    /**
     * lista-de-pagos-movil at a field operative: the payments charged or used there
     * (decision 0025).
     */
    operative: z.coerce.number({ error: 'Debe ser un número' }).int().positive().optional(),
  })
  .strict();
export type ListPaymentsQuery = z.output<typeof listPaymentsQuerySchema>;

/**
 * A payment of the list, and the certificate it paid (a mobile payment's when used, a charge's
 * once its request is served and it approved, in either order: decision 0053) with its serial.
 */
export const paymentListItemSchema = paymentItemSchema.extend({
  certificateId: z.number().int().nullable(),
  certificateSerial: z.number().int().nullable(),
});
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;
export const paymentsPageSchema = pageOf(paymentListItemSchema);

/** GET /api/payments/summary: the panel's money figures for a range of the bank's days. */
export const paymentsSummaryQuerySchema = z.strictObject({
  date_range: listQuerySchema(['createdAt'] as const).shape.date_range,
});
const countAndTotal = z.object({ count: z.number().int(), total: moneyText });
export const paymentsSummarySchema = z.object({
  /** The range summed (the month so far when none is given), by the bank's day (trx_date). */
  range: z.object({ from: z.string(), to: z.string() }),
  approved: countAndTotal,
  pending: countAndTotal,
  failed: z.object({ count: z.number().int() }),
  /** Approved payments per day of the range that has any (key: YYYY-MM-DD). */
  byDay: z.array(z.object({ day: z.string(), count: z.number().int(), total: moneyText })),
});
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;
export const paymentsSummaryResponseSchema = z.object({ data: paymentsSummarySchema });
