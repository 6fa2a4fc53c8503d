import { setTimeout as sleep } from 'node:timers/promises';
import { lastRefresh, watchPrice } from './fault-rates.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { startPrivateRedis } from './private-redis.mjs';

// The rate sources stay down longer than the refresher's minute: every process tries once then.
const RATES_DOWN_MS = 65_000;
// The bank comes back on its port this long after it was killed.
const BANK_DOWN_MS = 8_000;

/**
 * The faulted phase's events, at fractions of the phase `ms` (the first four as in a 30 s phase:
 * a process killed at 5 s, Redis down at 8 s, SMTP at 11 s, both back at 19 s). `parts` holds the
 * mail catcher and Redis, replaced when they come back. Resolves with the events' times (from
 * `startedAt`) and the rate outage's figures once the last event happened, which may be after
 * the load ended (the rate sources' outage).
 */
export async function runFaults({ ms, startedAt, parts, cluster, bank, rates, db, ports }) {
  const events = [];
  const outage = {};
  let price;
  const timeline = [
    [
      0.1 * ms,
      'rate sources stopped',
      async () => {
        outage.before = await lastRefresh(db);
        await rates.stop();
        price = watchPrice(cluster.url);
      },
    ],
    [0.15 * ms, `bank ${bank.pid()} killed (SIGKILL)`, () => bank.kill()],
    [0.15 * ms + BANK_DOWN_MS, 'bank back on its port', () => bank.restart()],
    [
      ms / 6,
      `process ${cluster.children[1].pid} killed (SIGKILL)`,
      () => cluster.children[1].process.kill('SIGKILL'),
    ],
    [(8 / 30) * ms, 'Redis stopped', () => parts.redis.stop()],
    [(11 / 30) * ms, 'SMTP stopped', () => parts.mail.close()],
    [
      (19 / 30) * ms,
      'Redis back',
      async () => {
        parts.redis = await startPrivateRedis(ports.redis);
      },
    ],
    [
      (19 / 30) * ms,
      'SMTP back',
      async () => {
        parts.mail = await startMailCatcher({ port: ports.smtp });
      },
    ],
    [
      Math.max(0.7 * ms, 0.1 * ms + RATES_DOWN_MS),
      'rate sources back',
      async () => {
        outage.priceAnswers = await price.stop();
        outage.during = await lastRefresh(db);
        await rates.start();
        outage.backAt = new Date();
      },
    ],
  ].sort((a, b) => a[0] - b[0]);
  for (const [at, label, action] of timeline) {
    await sleep(Math.max(0, startedAt + at - Date.now()));
    await action();
    events.push(`${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${label}`);
  }
  return { events, outage };
}
