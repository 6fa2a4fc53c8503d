import { z } from 'zod';
import { createCertificateInputSchema } from './certificates';
import { listQuerySchema } from './lists';
import { serialInLotSchema } from './lots';
import { withoutPaymentSchema } from './unpaid-issue';

/**
 * Road medicine's certificate calls (decision 0019). The list, the searches, issuing and
 * editing reuse the certificates schemas; these are the calls only road medicine has.
 */

/** GET /api/credentialMedic/searchSerialInLote: the lot holding a serial, for the doctor's state. */
export const roadSerialSchema = serialInLotSchema.extend({
  /** The lot is of the doctor's state: only then may they issue on it. */
  inOwnState: z.boolean(),
});
export type RoadSerial = z.infer<typeof roadSerialSchema>;
export const roadSerialResponseSchema = z.object({ data: roadSerialSchema });

/** GET /api/credentialMedic/nextSerial: the serial the form offers (null: none found). */
export const nextSerialSchema = z.object({
  serial: z.number().int().nullable(),
  lotId: z.number().int().nullable(),
  numberTP: z.string().nullable(),
});
export type NextSerial = z.infer<typeof nextSerialSchema>;
export const nextSerialResponseSchema = z.object({ data: nextSerialSchema });

/**
 * GET /api/credentialMedic/previousCertificate?dni&nationality: the driver's newest certificate,
 * any issuer, for copying into the form: the holder's data and what was certified, no more.
 */
export const previousCertificateSchema = z.object({
  serial: z.number().int(),
  expeditionDate: z.string(),
  dni: z.string(),
  nationality: z.string(),
  names: z.string(),
  lastNames: z.string(),
  birthDate: z.string(),
  stateOrigin: z.string().nullable(),
  occupation: z.string().nullable(),
  bloodType: z.string().nullable(),
  glasses: z.boolean().nullable(),
  grade: z.string(),
  typeCertifields: z.string(),
});
export type PreviousCertificate = z.infer<typeof previousCertificateSchema>;
export const previousCertificateResponseSchema = z.object({
  data: previousCertificateSchema.nullable(),
});

/** GET /api/credentialMedic/dashboard: the panel (dashboardMVial); date_range is the chosen range. */
export const roadDashboardQuerySchema = z.strictObject({
  date_range: listQuerySchema(['createdAt'] as const).shape.date_range,
});
const keyTotalSchema = z.object({ key: z.string(), total: z.number().int() });
export const roadDashboardSchema = z.object({
  /** Certificates issued (expedition date, Caracas) today, this week (from Monday), this month. */
  today: z.number().int(),
  week: z.number().int(),
  month: z.number().int(),
  /** The chosen range (the month so far when none is given) and its totals. */
  range: z.object({ from: z.string(), to: z.string(), total: z.number().int() }),
  byType: z.array(keyTotalSchema),
  byGrade: z.array(keyTotalSchema),
  /** The Admin's panel only (every state); empty for a doctor. */
  byState: z.array(keyTotalSchema),
  /** One entry per day of the range with certificates (key: YYYY-MM-DD). */
  byDay: z.array(keyTotalSchema),
  /**
   * "Por vencer en 30 días": enabled certificates of the panel's scope expiring from today to 30
   * days ahead, by state (decision 0087). Absent in answers of servers before it.
   */
  dueSoonByState: z.array(keyTotalSchema).optional(),
  /** The lots of the doctor's state and their free serials (the Admin: none, no state). */
  lots: z.array(
    z.object({
      id: z.number().int(),
      numberTP: z.string(),
      initialNumber: z.number().int(),
      finalNumber: z.number().int(),
      used: z.number().int(),
      free: z.number().int(),
    }),
  ),
});
export type RoadDashboard = z.infer<typeof roadDashboardSchema>;
export const roadDashboardResponseSchema = z.object({ data: roadDashboardSchema });

/**
 * POST /api/credentialMedic/createCertifields: a certificate, optionally issued from a request of
 * the public: the request is then served by it, once (409 PRE_REGISTER_SERVED).
 */
export const createRoadCertificateInputSchema = createCertificateInputSchema.safeExtend({
  preRegisterId: z.number({ error: 'Debe ser un número' }).int().positive().optional(),
  /**
   * Issued at this field operative (decision 0025): it must be the doctor's own and in progress.
   */
  operativeId: z.number({ error: 'Debe ser un número' }).int().positive().optional(),
  /**
   * Why a request that was never paid is served anyway (decision 0065); without it such a
   * request answers 409 PRE_REGISTER_UNPAID. Only with `preRegisterId`; ignored when it is paid.
   */
  withoutPayment: withoutPaymentSchema.optional(),
});
export type CreateRoadCertificateInput = z.output<typeof createRoadCertificateInputSchema>;
