import { z } from 'zod';
import { banks } from '../catalogues/banks';
import { roundDecimal } from '../format/decimal';
import { phoneSchema } from './auth';
import { captchaFields } from './captcha';
import { preRegisterFieldsSchema } from './pre-registrations';
import { nationalitySchema } from './users';

/**
 * C2P charges (docs/product/calls.md, POST /api/payments/c2p and createPreregisterPay;
 * decision 0024). Field names are the bank's own (docs/integrations/mercantil-c2p.md). Amounts
 * are decimal text with two places ("1520.50"), never JSON numbers (decision 0022).
 */

const bankCodes: ReadonlySet<number> = new Set(banks.map((bank) => bank.code));

/** A bank of docs/product/entities.md's catalogue, as a number (105) or its text ("105"). */
export const bankCodeSchema = z.coerce
  .number({ error: 'Seleccione el banco' })
  .int('Seleccione el banco')
  .refine((code) => bankCodes.has(code), 'Banco fuera del catálogo');

/** The payment key the payer's bank gave them (`twofactor_auth`): passed on, never kept. */
export const paymentKeySchema = z
  .string({ error: 'Indique la clave de pago de su banco' })
  .trim()
  .regex(/^[0-9A-Za-z]{4,16}$/, 'Clave de pago inválida: de 4 a 16 letras o dígitos');

/** A mobile phone the bank can charge (C2P is for 04xx lines only). */
export const payerMobileSchema = phoneSchema.refine(
  (phone) => phone.startsWith('04'),
  'El cobro móvil necesita un teléfono celular (04xx)',
);

/** Bolívares typed as text, a comma read as the point; normalised to two places. */
export const bolivarAmountSchema = z
  .string({ error: 'Indique el monto en bolívares' })
  .trim()
  .transform((value) => value.replace(',', '.'))
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Monto inválido: use por ejemplo 1520.50'))
  .transform((value) => roundDecimal(value, 2));

/**
 * The payer: `destination_id` is the cédula, with or without its nationality letter in front
 * ("V12345678" or "12345678"); on a doctor's charge a letter must agree with `nationality`.
 */
const payerIdSchema = z
  .string({ error: 'Indique la cédula del pagador' })
  .trim()
  .toUpperCase()
  .regex(/^[VE]?\d{5,9}$/, 'La cédula debe tener de 5 a 9 dígitos');

/** The C2P fields shared by both charges (no request id). */
export const c2pChargeFields = {
  destination_id: payerIdSchema,
  destination_mobile_number: payerMobileSchema,
  destination_bank_id: bankCodeSchema,
  nationality: nationalitySchema,
  twofactor_auth: paymentKeySchema,
  amount: bolivarAmountSchema,
};

type PayerFields = { destination_id: string; nationality: 'V' | 'E' };
const letterAgrees = (input: PayerFields) =>
  !/^[VE]/.test(input.destination_id) || input.destination_id[0] === input.nationality;
const letterRule = {
  message: 'La letra de la cédula no coincide con la nacionalidad',
  path: ['destination_id'],
};

/**
 * "V12345678": the nationality letter and the cédula, as the bank wants `destination_id`; the
 * letter typed with the cédula wins (on the public form, whoever pays may not be the applicant).
 */
export function payerIdOf(input: PayerFields): string {
  const id = input.destination_id;
  return /^[VE]/.test(id) ? id : `${input.nationality}${id}`;
}

/** POST /api/payments/c2p (a road-medicine doctor charges an applicant's request). */
export const c2pChargeInputSchema = z
  .strictObject({
    ...c2pChargeFields,
    idPreRegister: z.coerce
      .number({ error: 'Indique la solicitud' })
      .int('Indique la solicitud')
      .positive('Indique la solicitud'),
    /**
     * Charged at this field operative (pagar-solicitud, decision 0025): in progress, of its town.
     */
    operativeId: z.coerce.number({ error: 'Debe ser un número' }).int().positive().optional(),
  })
  .refine(letterAgrees, letterRule);
export type C2pChargeInput = z.output<typeof c2pChargeInputSchema>;

/**
 * POST /api/preRegister/createPreregisterPay: the request, the solved challenge and the charge.
 * `nationality` is the applicant's; a payer of another nationality types its letter with the
 * cédula ("E81234567").
 */
export const createPreRegisterPayInputSchema = preRegisterFieldsSchema
  .extend(captchaFields)
  .extend(c2pChargeFields)
  .extend({
    /**
     * The code e-mailed to the person's open request of that type, when they already have one
     * (409 PRE_REGISTER_PROOF_REQUIRED sends it, decision 0051): only with it is that one paid.
     */
    emailCode: z
      .string()
      .regex(/^\d{6}$/, 'Escriba el código de 6 dígitos que le enviamos por correo')
      .optional(),
  });
export type CreatePreRegisterPayInput = z.output<typeof createPreRegisterPayInputSchema>;

export const paymentStatuses = ['pending', 'approved', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentMethods = ['c2p', 'mobile'] as const;
const moneyText = z.string().regex(/^\d+\.\d{2}$/);

/**
 * The answer to a charge. HTTP 201 approved, 202 pending (the bank did not confirm yet: the
 * reconciliation settles it and e-mails the payer), 200 failed (the bank declined: nothing
 * charged; a new attempt gets a new invoice). docs/product/entities.md: the web shows approved as
 * 'Aprobado' and anything else as 'Fallido'.
 */
export const c2pChargeResultSchema = z.object({
  payment: z.object({ id: z.number().int(), status: z.enum(paymentStatuses) }),
  /** The bank's reference, once approved. */
  reference: z.string().nullable(),
  amount: moneyText,
  invoice: z.string(),
  preRegistrationId: z.number().int(),
  /** Spanish, for the payer. */
  message: z.string(),
  /** The printable receipt (PDF), once approved; the address carries its own key. */
  receiptUrl: z.string().nullable(),
});
export type C2pChargeResult = z.infer<typeof c2pChargeResultSchema>;
export const c2pChargeResponseSchema = z.object({ data: c2pChargeResultSchema });

/** Who paid (docs/product/entities.md, paid_By): the request's person, or null without one. */
export const paidBySchema = z.object({
  names: z.string(),
  lastNames: z.string(),
  email: z.string(),
  state: z.string(),
  nationality: z.string(),
  dni: z.string(),
  typeCertifields: z.string(),
  grades: z.array(z.string()),
});
export type PaidBy = z.infer<typeof paidBySchema>;

/** One payment as lists show it (the payer's phone only masked, never the key). */
export const paymentItemSchema = z.object({
  id: z.number().int(),
  method: z.enum(paymentMethods),
  status: z.enum(paymentStatuses),
  invoiceNumber: z.string(),
  amount: moneyText,
  currency: z.string(),
  payerId: z.string(),
  payerPhoneMasked: z.string(),
  bankCode: z.number().int(),
  paymentReference: z.string().nullable(),
  trxDate: z.string(),
  preRegistrationId: z.number().int().nullable(),
  paidBy: paidBySchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;

/** GET /api/payments/receipt/{id}?key: the printable receipt; the key comes with the approval. */
export const paymentReceiptParamsSchema = z.strictObject({
  id: z.coerce.number({ error: 'Debe ser un número' }).int().positive(),
});
export const paymentReceiptQuerySchema = z.strictObject({
  key: z.string({ error: 'Falta la clave del comprobante' }).max(64),
});
