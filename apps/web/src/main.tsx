import { preloadFirstView } from './app/pagePreload';

// The opened page's code downloads beside the app's, not after the app has started (a round trip
// less on a slow phone); everything heavy comes with the app (app/start.tsx).
preloadFirstView(window.location.pathname);
await import('./app/start');
