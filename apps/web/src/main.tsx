import { preloadFirstView } from './app/pagePreload';

// The opened page's code downloads beside the app's, not after the app has started (a round trip
// less on a slow phone); everything heavy comes with the app (app/start.tsx).
preloadFirstView(window.location.pathname);
// The app's framework runs in steps, each in a task of its own (all are announced in index.html,
// so they download together): run in one go, React DOM, i18next and the rest made one task that
// blocked a cheap phone's main thread for 0.3-0.4 s (decision 0088).
await import('react-dom/client');
await import('./shared/i18n/i18n');
await import('./app/start');
