// Lighthouse's mobile performance audit (its default: a Moto G Power on slow 4G, CPU ÷ 4, throttling
// simulated from an unthrottled load, so a busy machine moves its figures less than wall times) in
// Debian's Chromium: the bench never downloads a browser.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** One Chromium for every audit; each audit starts from empty caches and storage. */
export async function startLighthouse() {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
    logLevel: 'silent',
  });
  return {
    /** The performance figures of one cold load of `url` (a failed trace is tried again). */
    async audit(url) {
      for (let attempt = 1; ; attempt += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const error = result?.lhr.runtimeError;
        if (result !== undefined && error === undefined) return figuresOf(result.lhr);
        // A busy machine sometimes loses the trace (NO_NAVSTART): the next load usually has it.
        if (attempt === 3)
          throw new Error(`Lighthouse on ${url}: ${error?.message ?? 'no result'}`);
      }
    },
    close: () => chrome.kill(),
  };
}

/**
 * Score (0-100), total blocking time, largest contentful paint and script evaluation (the main
 * thread's, and the entry bundle's alone), in milliseconds as Lighthouse reports them: CPU times
 * already multiplied by its CPU slowdown.
 */
function figuresOf(lhr) {
  const audits = lhr.audits;
  const breakdown = audits['mainthread-work-breakdown']?.details?.items ?? [];
  const scriptEvaluation = breakdown.find((item) => item.group === 'scriptEvaluation');
  const bootup = audits['bootup-time']?.details?.items ?? [];
  // The entry bundle: the entry (index-*.js) and the app it starts (start-*.js, decision 0070).
  const entry = bootup.filter((item) => /\/assets\/(index|start)-[\w-]+\.js$/.test(item.url));
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbtMs: audits['total-blocking-time'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    scriptEvalMs: scriptEvaluation?.duration ?? 0,
    entryEvalMs: entry.reduce((sum, item) => sum + item.scripting, 0),
    // Lighthouse's measure of how fast the machine was (higher: faster): a busy one runs low.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
