import type { ExpiryReminders } from '../modules/certificates/index';
import { type RepeatingJob, repeatEvery } from './every';

/**
 * Queues the holders' 30-day expiry reminders every `intervalMs` (decision 0087). Passes never
 * overlap in this process; other processes claim other holders (SKIP LOCKED), and a holder's
 * mark commits with their e-mail, so nobody is reminded twice.
 */
export function startExpiryReminders({
  reminders,
  intervalMs,
  log,
}: {
  reminders: Pick<ExpiryReminders, 'run'>;
  intervalMs: number;
  log: { error(obj: object, msg: string): void };
}): RepeatingJob {
  return repeatEvery(intervalMs, () => reminders.run(), {
    log,
    failure: 'falló el envío de los recordatorios de vencimiento',
  });
}
