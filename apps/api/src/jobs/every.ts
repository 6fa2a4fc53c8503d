export type RepeatingJob = { stop(): Promise<void> };

/**
 * Runs `pass` now and every `intervalMs` after, never two at once in this process. A failing pass
 * is logged with `failure` and the timer goes on; the timer alone never keeps the process alive.
 * `stop` waits for the pass in flight, after aborting its signal (a hanging service must not hold
 * the shutdown).
 */
export function repeatEvery(
  intervalMs: number,
  pass: (signal: AbortSignal) => Promise<unknown>,
  { log, failure }: { log: { error(obj: object, msg: string): void }; failure: string },
): RepeatingJob {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const stopping = new AbortController();

  function run(): void {
    if (stopped || running) return;
    running = pass(stopping.signal)
      // A database hiccup must not kill the timer; the next tick tries again.
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  }

  const interval = setInterval(run, intervalMs);
  interval.unref();
  run();

  return {
    async stop() {
      stopped = true;
      clearInterval(interval);
      stopping.abort();
      await running;
    },
  };
}
