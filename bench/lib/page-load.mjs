// One cold load of a page in Debian's Chromium, timed from navigation to the page being usable,
// with what crossed the network counted (bench/pages.mjs).
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { TOKEN_STORAGE_KEY } from './web-session.mjs';

// Nothing leaves this machine: map tiles and any other outside host resolve to nothing.
const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

/** The conditions a load runs under: this machine as it is, or a phone (CPU ÷ 4, Slow 3G). */
export const CONDITIONS = {
  here: { label: 'this machine', network: null, cpu: 1 },
  cpu4: { label: 'CPU ÷ 4', network: null, cpu: 4 },
  // Chrome's "Slow 3G" preset: 400 ms, 400 kbit/s.
  phone: {
    label: 'CPU ÷ 4 on Slow 3G',
    network: { offline: false, latency: 400, downloadThroughput: 51_200, uploadThroughput: 51_200 },
    cpu: 4,
  },
};

export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, LOCAL_ONLY],
  });
}

/**
 * Usable: the page's named element is visible, and nothing still says it is loading (no list
 * or panel spinner, no loading overlay, no boot spinner).
 */
async function settled(page) {
  await page.waitForFunction(
    () =>
      document.querySelector(
        '[role="status"] .mantine-Loader-root, .mantine-LoadingOverlay-root',
      ) === null,
    undefined,
    { timeout: 120_000, polling: 50 },
  );
}

/**
 * Loads `url` in a fresh phone-sized context (empty cache; signed in when `token` is given) and
 * returns the milliseconds until `ready(page)` resolved and the page settled, and the bytes.
 */
export async function measureLoad(browser, url, { ready, condition, token }) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  if (token !== undefined) {
    await context.addInitScript(
      ([key, value]) => window.sessionStorage.setItem(key, value),
      [TOKEN_STORAGE_KEY, token],
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (condition.network) await cdp.send('Network.emulateNetworkConditions', condition.network);
  if (condition.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
  const types = new Map();
  const bytes = { script: 0, scriptBody: 0, all: 0, requests: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  // The body alone (compressed, as it crossed the wire): the budget's measure. The totals also
  // count each response's headers (about 1 KB with the security headers), paid per request.
  cdp.on('Network.dataReceived', (event) => {
    if (types.get(event.requestId) === 'Script') bytes.scriptBody += event.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes.all += event.encodedDataLength;
    bytes.requests += 1;
    if (types.get(event.requestId) === 'Script') bytes.script += event.encodedDataLength;
  });
  try {
    const started = Date.now();
    await page.goto(url, { timeout: 120_000, waitUntil: 'commit' });
    await ready(page);
    await settled(page);
    const usableMs = Date.now() - started;
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    return { usableMs, ...bytes };
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
