import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createI18n } from '../shared/i18n/i18n';
import accountEs from '../shared/i18n/locales/account/es.json';
import { createTestQueryClient } from './queryClients';

/** The app's i18n with the account texts already in, as the routes load them before a page. */
export function createTestI18n() {
  const instance = createI18n();
  instance.addResourceBundle('es', 'translation', accountEs, true, true);
  return instance;
}

export { createTestQueryClient } from './queryClients';

type ProviderOptions = {
  queryClient?: QueryClient;
  /** Mantine's 'test' env (default here) skips transitions; 'default' keeps them to test them. */
  mantineEnv?: 'default' | 'test';
};

function renderInProviders(ui: ReactNode, options: ProviderOptions): RenderResult {
  return render(
    <AppProviders i18n={createTestI18n()} env={options.mantineEnv ?? 'test'}>
      <QueryClientProvider client={options.queryClient ?? createTestQueryClient()}>
        {ui}
      </QueryClientProvider>
    </AppProviders>,
  );
}

/**
 * Renders inside the app's real providers plus a query cache, each test with its own i18n, in a
 * memory router: lists keep their page and filters in the address, as in the app.
 */
export function renderWithProviders(ui: ReactNode, options: ProviderOptions = {}): RenderResult {
  return renderInProviders(<MemoryRouter>{ui}</MemoryRouter>, options);
}

type RouterOptions = ProviderOptions & {
  initialPath?: string;
  /** Router state of the first entry, as a `<Link state>` would leave it. */
  initialState?: unknown;
};

/** Renders route objects in a memory router, so links, outlets and navigation work. */
export function renderRoutes(routes: RouteObject[], options: RouterOptions = {}) {
  const pathname = options.initialPath ?? '/';
  const router = createMemoryRouter(routes, {
    initialEntries: [
      options.initialState === undefined ? pathname : { pathname, state: options.initialState },
    ],
  });
  const result = renderInProviders(<RouterProvider router={router} />, options);
  return { ...result, router };
}
