import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { WebhookSender } from '../modules/api-keys/webhook-sender';
import type { ExpiryReminders } from '../modules/certificates/index';
import type { ExchangeRates } from '../modules/commissions/rates';
import type { Detection } from '../modules/fraud/detect';
import type { MailService } from '../modules/mail/service';
import type { Reconciliation } from '../modules/payments/reconcile';
import type { RepeatingJob } from './every';
import { startExpiryReminders } from './expiry-reminders';
import { startFraudDetector } from './fraud-detector';
import { startOutboxSender } from './outbox-sender';
import { startPaymentReconciler } from './payment-reconciler';
import { startRateRefresher } from './rate-refresher';
import { startWebhookSender } from './webhook-sender';

export type BackgroundJobDeps = {
  config: Config;
  /** The outbox; it is sent only when an SMTP server is configured (else codes go to the log). */
  mail: Pick<MailService, 'sendDue' | 'onKick'>;
  smtpConfigured: boolean;
  rates: Pick<ExchangeRates, 'refresh'>;
  detection: Pick<Detection, 'run'>;
  reconciliation: Pick<Reconciliation, 'runOnce'>;
  webhooks: Pick<WebhookSender, 'runOnce'>;
  reminders: Pick<ExpiryReminders, 'run'>;
  log: FastifyBaseLogger;
};

/**
 * The one place the API process starts its timers, each behind its configuration switch; tests
 * leave them off and run a pass themselves, so nothing changes behind a test's back. Every job
 * stops when the app closes, before the resources it uses (onClose hooks run last-added first).
 */
export function startBackgroundJobs(app: FastifyInstance, deps: BackgroundJobDeps): void {
  const { config, log } = deps;
  const jobs: RepeatingJob[] = [];
  if (deps.smtpConfigured) {
    jobs.push(startOutboxSender({ mail: deps.mail, log: log.child({ module: 'outbox' }) }));
  }
  // The official dollar price; off unless configured, so nothing reaches the internet unasked.
  if (config.exchangeRate.refresh) {
    jobs.push(
      startRateRefresher({
        rates: deps.rates,
        intervalMs: config.exchangeRate.refreshMinutes * 60_000,
        log: log.child({ module: 'exchange-rate' }),
      }),
    );
  }
  if (config.payments.reconcile.enabled) {
    jobs.push(
      startPaymentReconciler({
        reconciliation: deps.reconciliation,
        intervalMs: config.payments.reconcile.intervalMs,
        log: log.child({ module: 'payments' }),
      }),
    );
  }
  if (config.fraud.detect) {
    jobs.push(
      startFraudDetector({
        detection: deps.detection,
        intervalMs: config.fraud.intervalMs,
        log: log.child({ module: 'fraud' }),
      }),
    );
  }
  if (config.reminders.enabled) {
    jobs.push(
      startExpiryReminders({
        reminders: deps.reminders,
        intervalMs: config.reminders.intervalMs,
        log: log.child({ module: 'reminders' }),
      }),
    );
  }
  if (config.integrations.webhooks.enabled) {
    jobs.push(
      startWebhookSender({
        webhooks: deps.webhooks,
        intervalMs: config.integrations.webhooks.intervalMs,
        log: log.child({ module: 'webhooks' }),
      }),
    );
  }
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
}
