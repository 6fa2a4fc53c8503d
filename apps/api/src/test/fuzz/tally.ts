import { writeFileSync } from 'node:fs';

export type Finding = { operation: string; caller: string; problem: string; request: string };

/** What a fuzzing run did: calls, answers by status, and every broken answer it met. */
export function createTally(settings: { seed: number; runs: number }) {
  const started = Date.now();
  const byStatus: Record<string, number> = {};
  const findings: Finding[] = [];
  let calls = 0;
  let operations = 0;
  const unreached: string[] = [];

  return {
    call(status: number) {
      calls += 1;
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    },
    operation(name: string, reached: boolean) {
      operations += 1;
      if (!reached) unreached.push(name);
    },
    finding(finding: Finding) {
      findings.push(finding);
    },
    summary() {
      const serverErrors = Object.entries(byStatus)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, n]) => sum + n, 0);
      return {
        seed: settings.seed,
        runsPerOperation: settings.runs,
        operations,
        calls,
        byStatus,
        serverErrors,
        findings,
        unreachedBySession: unreached,
        seconds: Math.round((Date.now() - started) / 100) / 10,
      };
    },
    /** One line for the test log; the whole summary as JSON when a file is asked for. */
    report(file: string | undefined) {
      const summary = this.summary();
      const statuses = Object.entries(summary.byStatus)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      console.info(
        `fuzz: seed ${summary.seed}, ${summary.operations} operations, ${summary.calls} calls ` +
          `(${statuses}), ${summary.serverErrors} 5xx, ${summary.findings.length} findings, ${summary.seconds} s`,
      );
      if (file) writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
    },
  };
}
