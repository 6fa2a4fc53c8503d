import { z } from 'zod';

/** The holders' expiry reminders (decision 0087): on by default, every HOLDER_REMINDERS_MINUTES. */
export const reminderEnvShape = {
  HOLDER_REMINDERS: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .default(true),
  HOLDER_REMINDERS_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
};

export type ReminderSettings = { enabled: boolean; intervalMs: number };

export const readReminderSettings = (vars: {
  HOLDER_REMINDERS: boolean;
  HOLDER_REMINDERS_MINUTES: number;
}): ReminderSettings => ({
  enabled: vars.HOLDER_REMINDERS,
  intervalMs: vars.HOLDER_REMINDERS_MINUTES * 60_000,
});
