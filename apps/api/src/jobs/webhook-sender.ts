import type { WebhookSender } from '../modules/api-keys/webhook-sender';
import { type RepeatingJob, repeatEvery } from './every';

/**
 * Sends the certificate events to the subscribers every `intervalMs` (decision 0086). Each
 * process may run it: keys' cursors and deliveries are claimed row by row, so none is sent by
 * two processes at once, and issuing never waits for a receiver.
 */
export function startWebhookSender({
  webhooks,
  intervalMs,
  log,
}: {
  webhooks: Pick<WebhookSender, 'runOnce'>;
  intervalMs: number;
  log: { error(obj: object, msg: string): void };
}): RepeatingJob {
  return repeatEvery(intervalMs, (signal) => webhooks.runOnce(signal), {
    log,
    failure: 'falló el envío de webhooks',
  });
}
