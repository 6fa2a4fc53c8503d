import { z } from 'zod';

/**
 * Who corrects a certificate, what and until when (decision 0048). The API enforces it; the web
 * offers the edit only while it would be accepted.
 */

/** Hours after a certificate is recorded during which its printed data may still be corrected. */
export const CORRECTION_WINDOW_HOURS = 72;

/**
 * Fields the printout and its signed QR show (and the birth date the age rules read): after the
 * window they stay as issued; a wrong one means disabling the certificate and issuing a new one.
 */
export const CORRECTION_FIELDS = [
  'names',
  'lastNames',
  'birthDate',
  'expeditionDate',
  'dueDate',
  'grade',
  'typeCertifields',
  'rules',
  'glasses',
] as const;

/** The holder's identity: never edited (a wrong cédula means another person's certificate). */
export const HOLDER_IDENTITY_FIELDS = ['nationality', 'dni'] as const;

/** When the correction window of a certificate recorded at `createdAt` closes. */
export function correctionWindowEnd(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + CORRECTION_WINDOW_HOURS * 3_600_000);
}

/** Whether a certificate recorded at `createdAt` may still be corrected at `now`. */
export function isCorrectionWindowOpen(createdAt: Date | string, now: Date): boolean {
  return now.getTime() <= correctionWindowEnd(createdAt).getTime();
}

/** GET /api/certifields/{id}/history: what happened to a certificate, oldest first. */
export const certificateHistoryActions = [
  'certificate_issued',
  'certificate_updated',
  'certificate_disabled',
  'certificate_enabled',
] as const;

const historyValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
]);

export const certificateHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(certificateHistoryActions),
  /** Who did it; null when their account no longer exists. */
  by: z
    .object({
      names: z.string(),
      lastNames: z.string(),
      module: z.string(),
      role: z.string(),
    })
    .nullable(),
  /** Each field that changed, by its API name (typeCertifields, not the column's name). */
  changes: z.array(
    z.object({ field: z.string(), before: historyValueSchema, after: historyValueSchema }),
  ),
  /** The reason given when disabling or re-enabling. */
  reason: z.string().nullable(),
});
export type CertificateHistoryEntry = z.infer<typeof certificateHistoryEntrySchema>;
export const certificateHistoryResponseSchema = z.object({
  data: z.array(certificateHistoryEntrySchema),
});
