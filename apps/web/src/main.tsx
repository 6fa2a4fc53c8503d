import { afterPaint } from './app/firstView/afterPaint';
import { announceChunks } from './app/firstView/announceChunks';
import { holdSubmits } from './app/firstView/heldSubmits';
import { drawnRouteOf } from './app/firstView/mountChoice';
import { preloadFirstView } from './app/pagePreload';

// A form the build drew (decision 0090) may be tapped before the app has taken it over: the tap
// is kept and sent once the app is ready (app/start.tsx).
holdSubmits();
// A page the build drew is painted before the app's code is asked for: on a slow connection
// that code would share the line with the page's stylesheets and hold its paint back. Then all
// of it at once, as index.html announces it for any other page.
const root = document.getElementById('root');
if (root !== null && drawnRouteOf(root) !== null) {
  await afterPaint();
  await announceChunks();
}
// The opened page's code downloads beside the app's, not after the app has started (a round trip
// less on a slow phone); everything heavy comes with the app (app/start.tsx).
preloadFirstView(window.location.pathname);
// The app's framework runs in steps, each in a task of its own (all are announced in index.html,
// so they download together): run in one go, React DOM, i18next and the rest made one task that
// blocked a cheap phone's main thread for 0.3-0.4 s (decision 0088).
await import('react-dom/client');
await import('./shared/i18n/i18n');
// React Router and the route table apart from the app: a drawn page's hydration follows these
// steps after its paint, where every long task counts against it (decision 0090).
await import('./app/router');
await import('./app/start');
