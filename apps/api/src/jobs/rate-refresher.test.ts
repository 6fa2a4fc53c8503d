import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { RefreshOutcome } from '../modules/commissions/rates';
import { startRateRefresher } from './rate-refresher';

const quietLog = { info() {}, warn() {}, error() {} };

/** A price service that fails `failures` times, then answers; counts the reads. */
function ratesFailing(failures: number) {
  const reads: RefreshOutcome[] = [];
  return {
    reads,
    refresh: async (): Promise<RefreshOutcome> => {
      const outcome = reads.length < failures ? 'failed' : 'stored';
      reads.push(outcome);
      return outcome;
    },
  };
}

describe('the rate refresher', () => {
  it('reads again soon after a failed read, until one is stored, then waits the interval', async () => {
    const rates = ratesFailing(2);
    const job = startRateRefresher({ rates, intervalMs: 60_000, retryMs: 10, log: quietLog });
    await expect
      .poll(() => rates.reads, { timeout: 2_000 })
      .toEqual(['failed', 'failed', 'stored']);
    // Stored: nothing more until the interval.
    await sleep(60);
    expect(rates.reads).toHaveLength(3);
    await job.stop();
  });

  it('stops retrying once stopped', async () => {
    const rates = ratesFailing(1_000);
    const job = startRateRefresher({ rates, intervalMs: 60_000, retryMs: 20, log: quietLog });
    await expect.poll(() => rates.reads.length).toBeGreaterThan(0);
    await job.stop();
    const seen = rates.reads.length;
    await sleep(100);
    expect(rates.reads).toHaveLength(seen);
  });
});
