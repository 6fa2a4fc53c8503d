// The app itself, loaded by the entry (main.tsx) once it has started the opened page's download.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { applyStoredLanguage } from '../shared/i18n/languageCookie';
import { applyStoredColorScheme } from '../shared/ui/colorSchemeCookie';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { DEFAULT_COLOR_SCHEME } from './theme';

// Before the first render, so a dark-mode user never sees a light frame.
applyStoredColorScheme(DEFAULT_COLOR_SCHEME);
// And in the stored language: its texts are fetched before the first frame, not after.
await applyStoredLanguage();

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('Falta el elemento #root en index.html');

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
