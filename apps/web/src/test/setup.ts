// Matchers that fail when the element is missing, hidden or disabled (toBeInTheDocument...).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../app/queryClient';
import { i18n } from '../shared/i18n/i18n';
import { useSessionStore } from '../shared/session/sessionStore';
import { resetLoading } from '../shared/ui/loadingStore';
import { resetAlertsMock } from './alertsMock';
import { installBrowserPolyfills } from './browserPolyfills';
import { failOnConsoleMessages } from './failOnConsole';
import { clearTestQueryClients } from './queryClients';

// Every file sees the same alert spies: the files of a worker share one module graph, so a page
// imported by one file keeps the alerts it was imported with for the files that follow.
vi.mock('../shared/ui/alerts', async () => (await import('./alertsMock')).alertsMock);

// Lazy pages load slower when CI runs the suites side by side; a person waits longer than 1 s too.
configure({ asyncUtilTimeout: 3000 });

// Here, not in render.tsx: a module runs once per worker, and every file needs the hooks.
installBrowserPolyfills();
failOnConsoleMessages();

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API to forget one.
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

// The page, its module state and the browser's storage outlive a test, and a file: each test
// starts signed out, in Spanish, with real timers and globals, no cached server data and no wait
// left open.
afterEach(async () => {
  cleanup();
  // What cleanup() does not know of: nodes libraries append to the body (recharts' measuring span).
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetAlertsMock();
  resetLoading();
  useSessionStore.getState().clear();
  queryClient.clear();
  clearTestQueryClients();
  window.sessionStorage.clear();
  window.localStorage.clear();
  clearCookies();
  if (i18n.language !== 'es') await i18n.changeLanguage('es');
});
