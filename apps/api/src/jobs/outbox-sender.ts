import type { MailLog, MailService } from '../modules/mail/service';

export type OutboxSender = { stop(): Promise<void> };

/** A burst of kicks (several codes requested at once) within this window makes one run. */
const KICK_COALESCE_MS = 50;
/** While SMTP cannot be reached, the sender probes again after 1 s, 2 s, 4 s ... up to 15 s. */
export const FIRST_PAUSE_MS = 1000;
export const MAX_PAUSE_MS = 15_000;

/**
 * Sends due outbox e-mails every `intervalMs` and soon after each `mail.kick()`. Runs never
 * overlap in this process (other processes are kept apart by the outbox's row claims); a kick
 * during a run asks for one more run after it, and a full batch is followed by another.
 * When the SMTP server cannot be reached the sender pauses (kicks and ticks wait) and probes
 * again after a growing pause: an outage neither spends the messages' attempts nor hammers the
 * server with every request's kick, and the queue drains within one pause of its return.
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
  let pausedUntil = 0;
  let pauseMs = 0;
  let probeTimer: NodeJS.Timeout | undefined;

  function pause(): void {
    pauseMs = pauseMs === 0 ? FIRST_PAUSE_MS : Math.min(pauseMs * 2, MAX_PAUSE_MS);
    pausedUntil = Date.now() + pauseMs;
    probeTimer = setTimeout(() => {
      probeTimer = undefined;
      run();
    }, pauseMs);
    probeTimer.unref();
  }

  async function drain(): Promise<void> {
    do {
      runAgain = false;
      try {
        const { sent, failed, unreached } = await mail.sendDue(BATCH);
        if (sent + failed > 0) log.info({ sent, failed }, 'bandeja de salida procesada');
        if (unreached > 0) {
          pause();
          return;
        }
        pauseMs = 0;
        if (sent + failed >= BATCH) runAgain = true;
      } catch (error) {
        // A database hiccup must not kill the timer; the next tick tries again.
        log.error({ err: error }, 'falló el envío de la bandeja de salida');
      }
    } while (runAgain && !stopped);
  }

  function run(): void {
    if (stopped || running || Date.now() < pausedUntil) return;
    running = drain().finally(() => {
      running = undefined;
    });
  }

  function onKick(): void {
    if (stopped || kickTimer || Date.now() < pausedUntil) return;
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
      if (probeTimer) clearTimeout(probeTimer);
      await running;
    },
  };
}
