import { z } from 'zod';

/**
 * Issuing without payment (decision 0065): a certificate that serves a request of the public
 * whose charge was never approved is issued only with the doctor's reason, kept with it.
 * `exonerated`: the college or the operative's organiser waived the price; `cashApart`: paid in
 * cash (or otherwise) and recorded outside the system; `other`: said in the note.
 */
export const unpaidReasons = ['exonerated', 'cashApart', 'other'] as const;
export type UnpaidReason = (typeof unpaidReasons)[number];

/** How long the note may be; `other` needs one of at least UNPAID_NOTE_MIN characters. */
export const UNPAID_NOTE_MAX = 300;
export const UNPAID_NOTE_MIN = 5;

/** The reason as issuing sends it (`withoutPayment` of createCertifields) and the API answers it. */
export const withoutPaymentSchema = z
  .strictObject({
    reason: z.enum(unpaidReasons, { error: 'Elija el motivo para emitir sin pago' }),
    note: z
      .string({ error: 'Debe ser un texto' })
      .trim()
      .max(UNPAID_NOTE_MAX, `Máximo ${UNPAID_NOTE_MAX} caracteres`)
      .nullish()
      .transform((note) => (note ? note : null)),
  })
  .refine((value) => value.reason !== 'other' || (value.note ?? '').length >= UNPAID_NOTE_MIN, {
    path: ['note'],
    message: `Explique el motivo (al menos ${UNPAID_NOTE_MIN} caracteres)`,
  });
export type WithoutPayment = z.output<typeof withoutPaymentSchema>;

/** What a certificate answers of it: null when it was paid or needed no reason. */
export const certificateWithoutPaymentSchema = z.object({
  reason: z.enum(unpaidReasons),
  note: z.string().nullable(),
});
