// bench/pages.mjs `trace`: the main thread's work on each audited public page at CPU ÷ 4, from a
// Chromium trace and V8's coverage (lib/page-trace.mjs). With BENCH_COMPARE_DIST, the loads
// alternate between the served build and that one, so a busy machine weighs on both alike.
import os from 'node:os';
import { median } from './page-load.mjs';
import { PUBLIC_PAGES } from './page-targets.mjs';
import { traceLoad } from './page-trace.mjs';

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const ms = (n) => `${Math.round(n)} ms`;

/** `builds`: [{ label, baseUrl }], one or two; prints the median of `runs` loads of each. */
export async function traceSection(browser, builds, runs) {
  console.log(
    `\nmain thread at CPU ÷ 4 (median of ${runs}; load average ${os.loadavg()[0].toFixed(1)}):`,
  );
  console.log(
    'page                          build       script   style  layout  blocking  longest    JS  unused  scripts before paint',
  );
  for (const page of PUBLIC_PAGES.filter((p) => p.audit)) {
    const results = builds.map(() => []);
    for (let run = 0; run < runs; run += 1)
      for (const [index, build] of builds.entries())
        results[index].push(await traceLoad(browser, `${build.baseUrl}${page.path}`, page));
    for (const [index, build] of builds.entries()) {
      const field = (name) => median(results[index].map((r) => r[name]));
      console.log(
        `${page.path.padEnd(29)} ${build.label.padEnd(9)} ${ms(field('scriptMs')).padStart(8)} ${ms(field('styleMs')).padStart(7)} ${ms(field('layoutMs')).padStart(7)} ${ms(field('blockingMs')).padStart(9)} ${ms(field('longestTaskMs')).padStart(8)} ${kb(field('jsBytes')).padStart(6)} ${kb(field('unusedBytes')).padStart(7)} ${String(field('scriptsBeforePaint')).padStart(6)}`,
      );
    }
  }
  console.log(`load average after: ${os.loadavg()[0].toFixed(1)}`);
}
