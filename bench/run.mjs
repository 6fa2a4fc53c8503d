// `npm run bench`: AptoVial's hot paths against bare node:http references (docs/architecture.md).
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureApiBuilt } from './lib/build.mjs';
import { stopAllChildren } from './lib/child.mjs';
import { compareScenario } from './lib/compare.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { residentMemoryMb } from './lib/memory.mjs';
import { readOptions } from './lib/options.mjs';
import { resultsFile } from './lib/paths.mjs';
import { printReport, writeJsonReport } from './lib/report.mjs';
import { startAptoVial } from './lib/server.mjs';
import { scenarios } from './scenarios.mjs';

let aptovial;
let mail;

async function main() {
  const options = readOptions();
  const selected = selectScenarios(scenarios, options);
  ensureApiBuilt();

  console.log(
    `starting AptoVial on ${options.databaseUrl ? 'PostgreSQL' : 'a fresh PGlite database'}...`,
  );
  // Codes are e-mailed to a local catcher so scenarios can sign in as a person does.
  mail = await startMailCatcher();
  aptovial = await startAptoVial({
    readyTimeoutMs: options.readyTimeoutMs,
    cpuProfileDir: options.cpuProfileDir,
    env: {
      SMTP_URL: mail.url,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
  });
  try {
    await sleep(options.idleBeforeMemoryMs);
    const idleRssMb = await residentMemoryMb(aptovial.pid);

    const results = [];
    for (const scenario of selected) {
      results.push(await compareScenario(scenario, { aptovial, options, mail }));
    }
    const rssAfterLoadMb = await residentMemoryMb(aptovial.pid);

    // Other work on the machine skews every figure: the load average says how much there was.
    const loadAverage = os.loadavg().map((value) => Number(value.toFixed(2)));
    const server = { startupMs: aptovial.startupMs, idleRssMb, rssAfterLoadMb, loadAverage };
    printReport({ server, scenarios: results, options });
    await writeJsonReport(resultsFile, {
      finishedAt: new Date().toISOString(),
      machine: {
        node: process.version,
        cpus: os.cpus().length,
        platform: process.platform,
        loadAverageAtEnd: server.loadAverage,
      },
      options,
      server,
      scenarios: results,
    });
    console.log(`\nresults written to ${resultsFile}`);
  } finally {
    await aptovial.stop();
    await mail.close();
  }
}

/** BENCH_ONLY narrows the run; a scenario with `skip` (its reason) is announced, not run. */
function selectScenarios(all, options) {
  const chosen = options.only
    ? all.filter((scenario) =>
        options.only.some((word) => scenario.name.toLowerCase().includes(word)),
      )
    : all;
  if (chosen.length === 0) {
    const names = all.map((scenario) => scenario.name).join(', ');
    throw new Error(`BENCH_ONLY=${options.only.join(',')} matches no scenario (${names})`);
  }
  for (const scenario of chosen.filter((s) => s.skip)) {
    console.warn(`skipping "${scenario.name}": ${scenario.skip}`);
  }
  const runnable = chosen.filter((scenario) => !scenario.skip);
  if (runnable.length === 0) throw new Error('every selected scenario is skipped');
  return runnable;
}

// Ctrl+C or a stop from outside: still stop the servers and remove the temporary database.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the servers...`);
    await Promise.allSettled([aptovial?.stop(), stopAllChildren()]);
    process.exit(130);
  });
}

main().then(
  () => process.exit(0),
  async (error) => {
    console.error(`\nbench failed: ${error.message}`);
    await stopAllChildren();
    process.exit(1);
  },
);
