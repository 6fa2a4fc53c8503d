// What a first view costs the main thread, measured so a busy machine moves it less than wall
// times (bench/pages.mjs `trace`): one cold load at CPU ÷ 4 with a Chromium trace and V8's JS
// coverage, until the page is usable. Compare builds by alternating their loads.
import { CONDITIONS } from './page-load.mjs';

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'];
// The trace events that are script work (compiling, evaluating, calling into JS).
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'v8.compile',
  'v8.compileModule',
  'TimerFire',
  'FireAnimationFrame',
]);
const LONG_TASK_MS = 50;

/** The renderer's main thread (the page's), by its thread name. */
function mainThreadOf(events) {
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's renderer is the one that ran the most tasks.
  const counts = new Map();
  for (const e of events)
    if (e.name === 'RunTask')
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const ranked = names
    .map((n) => `${n.pid}:${n.tid}`)
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
  return ranked[0];
}

/** Main-thread script time and blocking (the part of each task over 50 ms), in milliseconds. */
function mainThreadFigures(events) {
  const main = mainThreadOf(events);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const blockingMs = tasks.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - LONG_TASK_MS), 0);
  const longest = tasks.reduce((max, t) => Math.max(max, t.dur / 1000), 0);
  // Only outermost script events, so nested calls are not counted twice.
  const script = onMain.filter((e) => SCRIPT.has(e.name)).sort((a, b) => a.ts - b.ts);
  let scriptMs = 0;
  let coveredUntil = 0;
  for (const e of script) {
    if (e.ts + e.dur <= coveredUntil) continue;
    const from = Math.max(e.ts, coveredUntil);
    scriptMs += (e.ts + e.dur - from) / 1000;
    coveredUntil = e.ts + e.dur;
  }
  const total = (names) =>
    onMain.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + e.dur / 1000, 0);
  return {
    scriptMs,
    // Parsing the stylesheets and matching them to the page, then laying it out.
    styleMs: total(['ParseAuthorStyleSheet', 'UpdateLayoutTree']),
    layoutMs: total(['Layout']),
    blockingMs,
    longestTaskMs: longest,
    longTasks: tasks.filter((t) => t.dur / 1000 > LONG_TASK_MS).length,
  };
}

/** Bytes of each script V8 ran, and how many of them no function used (block coverage). */
function coverageFigures(entries) {
  let total = 0;
  let unused = 0;
  for (const entry of entries) {
    const length = entry.source?.length ?? 0;
    if (length === 0) continue;
    const used = new Uint8Array(length);
    const ranges = entry.functions
      .flatMap((fn) => fn.ranges)
      .sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
    for (const r of ranges) used.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
    total += length;
    unused += used.reduce((n, byte) => n + (byte === 0 ? 1 : 0), 0);
  }
  return { jsBytes: total, unusedBytes: unused, scripts: entries.length };
}

/**
 * One cold load of `url` at CPU ÷ 4 (this machine's network), traced until `ready(page)`: the
 * main thread's script time and blocking, the first contentful paint, the scripts fetched before
 * it, and the JS coverage at that moment.
 */
export async function traceLoad(browser, url, { ready, token, tokenKey }) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  if (token !== undefined) {
    await context.addInitScript(
      ([key, value]) => window.sessionStorage.setItem(key, value),
      [tokenKey, token],
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpu4.cpu });
  try {
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { timeout: 120_000, waitUntil: 'commit' });
    await ready(page);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const coverage = await page.coverage.stopJSCoverage();
    const paint = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const scripts = performance
        .getEntriesByType('resource')
        .filter(
          (r) =>
            r.initiatorType === 'script' || r.initiatorType === 'link' || r.name.endsWith('.js'),
        )
        .filter((r) => r.name.endsWith('.js'));
      return { fcpMs: fcp, scriptsBeforePaint: scripts.filter((r) => r.responseEnd <= fcp).length };
    });
    return {
      ...mainThreadFigures(trace.traceEvents),
      ...coverageFigures(coverage),
      ...paint,
    };
  } finally {
    await context.close();
  }
}
