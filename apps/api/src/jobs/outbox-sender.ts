import type { MailLog, MailService } from '../modules/mail/service';

export type OutboxSender = { stop(): Promise<void> };

/** A burst of kicks (several codes requested at once) within this window makes one run. */
const KICK_COALESCE_MS = 50;

/**
 * Sends due outbox e-mails every `intervalMs` and soon after each `mail.kick()`. Runs never
 * overlap in this process (other processes are kept apart by the outbox's row claims); a kick
 * during a run asks for one more run after it, and a full batch is followed by another.
 */
export function startOutboxSender({
  mail,
  intervalMs = 5000,
  log,
}: {
  mail: Pick<MailService, 'sendDue' | 'onKick'>;
  intervalMs?: number;
  log: MailLog;
}): OutboxSender {
  const BATCH = 20;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let kickTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function drain(): Promise<void> {
    do {
      runAgain = false;
      try {
        const { sent, failed } = await mail.sendDue(BATCH);
        if (sent + failed > 0) log.info({ sent, failed }, 'bandeja de salida procesada');
        if (sent + failed >= BATCH) runAgain = true;
      } catch (error) {
        // A database hiccup must not kill the timer; the next tick tries again.
        log.error({ err: error }, 'falló el envío de la bandeja de salida');
      }
    } while (runAgain && !stopped);
  }

  function run(): void {
    if (stopped || running) return;
    running = drain().finally(() => {
      running = undefined;
    });
  }

  function onKick(): void {
    if (stopped || kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = undefined;
      // A message committed while a run is under way may have missed it: run once more.
      if (running) runAgain = true;
      else run();
    }, KICK_COALESCE_MS);
    kickTimer.unref();
  }

  const interval = setInterval(run, intervalMs);
  // The timers alone must not keep a process alive that is otherwise done.
  interval.unref();
  const unsubscribe = mail.onKick(onKick);
  run();

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearInterval(interval);
      if (kickTimer) clearTimeout(kickTimer);
      await running;
    },
  };
}
