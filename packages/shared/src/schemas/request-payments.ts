import { z } from 'zod';
import { pageOf } from './lists';
import { paymentStatuses } from './payments';
import { preRegistrationSchema } from './pre-registrations';

/**
 * A request's last charge, as Lista-preRegistro and the request's detail show it (decision 0066).
 * It is the one that counts: a request has at most one live (pending or approved) charge, and
 * none after an approved one, so every earlier charge failed.
 */
export const requestPaymentSchema = z.object({
  status: z.enum(paymentStatuses),
  /** Bolívares, decimal text with two places ("1520.50"). */
  amount: z.string().regex(/^\d+\.\d{2}$/),
  invoiceNumber: z.string(),
  /** The bank's reference: only an approved charge has one for sure. */
  paymentReference: z.string().nullable(),
  bankCode: z.number().int(),
  /** The bank's day (Caracas). */
  trxDate: z.string(),
  /** The bank's words on the outcome, in Spanish (a declined charge's reason). */
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type RequestPayment = z.infer<typeof requestPaymentSchema>;

/** A request with its last charge (null: never charged), for the road Admin's list and detail. */
export const preRegistrationWithPaymentSchema = preRegistrationSchema.extend({
  payment: requestPaymentSchema.nullable(),
});
export type PreRegistrationWithPayment = z.infer<typeof preRegistrationWithPaymentSchema>;

/** GET /api/preRegister: a page of requests, each with its last charge. */
export const preRegistrationsPageSchema = pageOf(preRegistrationWithPaymentSchema);
/** GET /api/preRegister/{id}: one request and its last charge. */
export const preRegistrationDetailResponseSchema = z.object({
  data: preRegistrationWithPaymentSchema,
});
