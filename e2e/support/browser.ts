import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../../bench/lib/chromium.mjs';

/**
 * Debian's headless shell (package chromium-headless-shell): the same engine as its Chromium
 * without the browser's window machinery, some 40 % less CPU on the same journeys (decision 0081).
 */
const HEADLESS_SHELL_PATH =
  process.env.CHROME_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

export const baseUrl = (): string => inject('baseUrl');

export function launchBrowser(extraFlags: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: HEADLESS_SHELL_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraFlags],
  });
}

export type WatchedPage = { page: Page; context: BrowserContext; consoleErrors: string[] };

/** A page in a fresh context (a new person) whose console errors and page errors are collected. */
export async function openWatchedPage(
  browser: Browser,
  viewport = { width: 360, height: 740 },
  url: string = baseUrl(),
): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: url, viewport, locale: 'es-VE' });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      consoleErrors.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return { page, context, consoleErrors };
}
