import { z } from 'zod';
import { gradeCodeSchema } from './certificates';
import { dniSchema, nationalitySchema } from './users';

/**
 * "No apto" (decision 0036): a doctor found a driver unfit for a licence grade. The driver is named
 * with the certificates' own schemas, so a finding and a certificate spell one driver alike.
 */
export const UNFIT_WARNING_DAYS = 30;
export const UNFIT_REASON_MIN = 5;
export const UNFIT_REASON_MAX = 500;

/** POST /api/unfitFindings. The state and the college number come from the account, never here. */
export const createUnfitFindingInputSchema = z.strictObject({
  dni: dniSchema,
  nationality: nationalitySchema.default('V'),
  grade: gradeCodeSchema,
  reason: z
    .string()
    .trim()
    .min(UNFIT_REASON_MIN, `Explique el motivo (al menos ${UNFIT_REASON_MIN} caracteres)`)
    .max(UNFIT_REASON_MAX, `Máximo ${UNFIT_REASON_MAX} caracteres`),
});
export type CreateUnfitFindingInput = z.infer<typeof createUnfitFindingInputSchema>;

/** GET /api/unfitFindings/warnings: the driver and the grade a certificate is being issued for. */
export const unfitWarningsQuerySchema = z.strictObject({
  dni: dniSchema,
  nationality: nationalitySchema.default('V'),
  grade: gradeCodeSchema,
});
export type UnfitWarningsQuery = z.infer<typeof unfitWarningsQuerySchema>;

/**
 * What an issuing doctor learns of other doctors' findings: how many and when, within the last
 * UNFIT_WARNING_DAYS days. Never the reason nor who found it.
 */
export const unfitWarningsSchema = z.object({
  count: z.number().int().min(0),
  /** Newest first. */
  dates: z.array(z.iso.datetime()),
});
export type UnfitWarnings = z.infer<typeof unfitWarningsSchema>;
export const unfitWarningsResponseSchema = z.object({ data: unfitWarningsSchema });

/** One of the doctor's own findings, with the reason they wrote. */
export const unfitFindingSchema = z.object({
  id: z.number().int(),
  dni: z.string(),
  nationality: z.string(),
  grade: z.string(),
  reason: z.string(),
  state: z.string(),
  channel: z.enum(['colegio', 'medicVial']),
  createdAt: z.iso.datetime(),
});
export type UnfitFinding = z.infer<typeof unfitFindingSchema>;
export const unfitFindingResponseSchema = z.object({ data: unfitFindingSchema });
export const unfitFindingsResponseSchema = z.object({ data: z.array(unfitFindingSchema) });

/** The newest findings the doctor's own list shows (a doctor records few). */
export const OWN_UNFIT_FINDINGS_LIMIT = 100;
