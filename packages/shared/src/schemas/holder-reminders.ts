import { z } from 'zod';

/**
 * POST /api/certifields/reminders/stop (decision 0087): the signed link of a reminder e-mail, the
 * address's hash and its signature, as the stop page read them from its address.
 */
export const stopRemindersInputSchema = z.strictObject({
  h: z.string().max(128).describe('Hash del correo, tal como viene en el enlace'),
  s: z.string().max(128).describe('Firma del enlace'),
});
export type StopRemindersInput = z.infer<typeof stopRemindersInputSchema>;
export const stopRemindersResponseSchema = z.object({
  data: z.object({ stopped: z.literal(true) }),
});
