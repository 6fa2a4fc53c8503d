// The app itself, loaded by the entry (main.tsx) once it has started the opened page's download.
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n } from '../shared/i18n/i18n';
import { applyStoredLanguage } from '../shared/i18n/languageCookie';
import { applyStoredColorScheme } from '../shared/ui/colorSchemeCookie';
import { AppTree } from './AppTree';
import { nextTask } from './firstView/afterPaint';
import { releaseSubmits } from './firstView/heldSubmits';
import { drawnRouteOf, FIRST_VIEW_ATTRIBUTE, mountChoice } from './firstView/mountChoice';
import { typedBeforeHydration } from './firstView/replayInput';
import { routerReady } from './firstView/routerReady';
import { createAppRouter } from './router';
import { DEFAULT_COLOR_SCHEME } from './theme';

// Before the first render, so a dark-mode user never sees a light frame.
applyStoredColorScheme(DEFAULT_COLOR_SCHEME);
// And in the stored language: its texts are fetched before the first frame, not after.
await applyStoredLanguage();

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('Falta el elemento #root en index.html');

// The router's first page and the hydration each in a task of their own, apart from this
// module's evaluation: a drawn page is painted already, and each long task counts against it.
await nextTask();
const router = createAppRouter();
// A first view the build drew stays on screen until the router has its page (decision 0090).
const drawn = drawnRouteOf(rootElement);
if (drawn !== null) {
  await routerReady(router);
  await nextTask();
}
const { location, matches } = router.state;
const choice = mountChoice(drawn, {
  route: matches.at(-1)?.route.id,
  search: location.search,
  hash: location.hash,
  language: i18n.language,
  colorScheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
});

let mounted = false;
const onMounted = () => {
  if (mounted) return;
  mounted = true;
  // Read before the next render puts the fields back to their state; replayed after React's
  // commit, where flushSync may run: what was typed first, then a kept tap.
  const typed = choice === 'hydrate' ? typedBeforeHydration(rootElement) : null;
  setTimeout(() => {
    typed?.replay(flushSync);
    releaseSubmits();
    // The page is the app's now (the journeys wait for this before tapping what only it handles).
    rootElement.removeAttribute(FIRST_VIEW_ATTRIBUTE);
  });
};

const app = <AppTree router={router} onMounted={onMounted} />;
// In a transition, React yields to the browser every few milliseconds instead of hydrating the
// drawn page in one long task: the page is already painted, a tap on it is handled first.
if (choice === 'hydrate') startTransition(() => void hydrateRoot(rootElement, app));
else createRoot(rootElement).render(app);
