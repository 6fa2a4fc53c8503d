import { z } from 'zod';

/**
 * GET /api/verify/disabled-serials: `since` is the `asOf` of the list the phone keeps; without
 * it, the whole list. An ISO date-time with its offset, never in the far future.
 */
export const disabledSerialsQuerySchema = z.strictObject({
  since: z.iso.datetime({ offset: true }).optional(),
});
export type DisabledSerialsQuery = z.infer<typeof disabledSerialsQuerySchema>;

const serialGaps = z.array(z.number().int().positive());

/**
 * Certificates corrected after issue (decision 0052): `serials` as sorted gaps, and
 * `revisions[i]` the current version of the i-th serial. A printout signed at a lower revision
 * is an older one.
 */
export const correctedSerialsSchema = z
  .object({ serials: serialGaps, revisions: z.array(z.number().int().min(2)) })
  .refine((corrected) => corrected.serials.length === corrected.revisions.length, {
    message: 'Cada serial corregido lleva su versión',
  });
export type CorrectedSerials = z.infer<typeof correctedSerialsSchema>;

/**
 * Serials and numbers only, never a holder's data. `disabled`: serials disabled now (status
 * false) changed since `since` (every disabled serial without it); `enabled`: serials disabled
 * before and enabled again since `since`, for the phone to remove. Both as sorted gaps
 * (`encodeSerialDeltas`). `corrected`: the certificates with a version above 1 changed since
 * `since` (every one without it). `asOf`: the server's clock when the list was read, the next
 * `since`.
 */
export const disabledSerialsResponseSchema = z.object({
  asOf: z.iso.datetime({ offset: true }),
  since: z.iso.datetime({ offset: true }).nullable(),
  disabled: serialGaps,
  enabled: serialGaps,
  corrected: correctedSerialsSchema,
});
export type DisabledSerialsResponse = z.infer<typeof disabledSerialsResponseSchema>;
