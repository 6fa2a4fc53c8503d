import type { Config } from '../../config';
import type { CertificateSigner } from '../certificates/signing';
import { toCertificateEvent } from './events';
import type { KeySecrets } from './secrets';
import type { WebhookRepo } from './webhook-repo';
import { signatureHeader } from './webhook-signature';

type Deps = {
  repo: WebhookRepo;
  secrets: KeySecrets;
  signer: CertificateSigner;
  settings: Config['integrations']['webhooks'];
  clock: () => Date;
};

const BATCH = 100;

/**
 * One pass of the webhook job (decision 0086): new events become deliveries, and every due
 * delivery is POSTed, signed, to its key's URL. A 2xx delivers it; anything else (an error, a
 * timeout, a 500) retries after a doubling pause until the retry window ends, then it is dead
 * until an Admin replays it. Deliveries are leased, so several processes never send one twice
 * at once; a receiver may still see an event twice (at least once) and de-duplicates on its id.
 */
export function createWebhookSender({ repo, secrets, signer, settings, clock }: Deps) {
  const backoff = (attempts: number) =>
    Math.min(settings.firstBackoffMs * 2 ** Math.min(attempts, 30), settings.maxBackoffMs);

  async function send(
    row: Awaited<ReturnType<WebhookRepo['claimDue']>>[number],
    signal: AbortSignal,
  ) {
    const { delivery, event, key } = row;
    const body = JSON.stringify(toCertificateEvent(event, signer));
    const now = clock();
    try {
      const response = await fetch(key.webhookUrl ?? '', {
        method: 'POST',
        body,
        redirect: 'manual',
        headers: {
          'content-type': 'application/json',
          'aptovial-event-id': String(event.id),
          'aptovial-signature': signatureHeader(
            secrets.signingSecret(key.prefix),
            body,
            Math.floor(now.getTime() / 1000),
          ),
        },
        signal: AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) {
        await repo.delivered(delivery.id, clock());
        return true;
      }
      throw new Error(`el receptor respondió ${response.status}`);
    } catch (error) {
      const next = new Date(clock().getTime() + backoff(delivery.attempts));
      const expired = next.getTime() - delivery.createdAt.getTime() > settings.retryWindowMs;
      const message = error instanceof Error ? error.message : String(error);
      await repo.failed(delivery.id, message, expired || key.revokedAt ? null : next);
      return false;
    }
  }

  return {
    async runOnce(signal: AbortSignal = new AbortController().signal) {
      let queued = 0;
      for (const apiKeyId of await repo.receivers()) {
        for (;;) {
          const added = await repo.fanOut(apiKeyId, BATCH);
          queued += added;
          if (added < BATCH || signal.aborted) break;
        }
      }
      let sent = 0;
      let failed = 0;
      for (;;) {
        const now = clock();
        const lease = new Date(now.getTime() + settings.timeoutMs * 2 + 1000);
        const due = await repo.claimDue(now, lease, BATCH);
        const results = await Promise.all(due.map((row) => send(row, signal)));
        sent += results.filter(Boolean).length;
        failed += results.filter((ok) => !ok).length;
        if (due.length < BATCH || signal.aborted) break;
      }
      return { queued, sent, failed };
    },
  };
}
export type WebhookSender = ReturnType<typeof createWebhookSender>;
