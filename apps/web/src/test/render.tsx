import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createI18n } from '../shared/i18n/i18n';
import accountEs from '../shared/i18n/locales/account/es.json';
import { installBrowserPolyfills } from './browserPolyfills';
import { failOnConsoleMessages } from './failOnConsole';

installBrowserPolyfills();
failOnConsoleMessages();

/** The app's i18n with the account texts already in, as the routes load them before a page. */
export function createTestI18n() {
  const instance = createI18n();
  instance.addResourceBundle('es', 'translation', accountEs, true, true);
  return instance;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

type ProviderOptions = {
  queryClient?: QueryClient;
  /** Mantine's 'test' env (default here) skips transitions; 'default' keeps them to test them. */
  mantineEnv?: 'default' | 'test';
};

/** Renders inside the app's real providers plus a query cache, each test with its own i18n. */
export function renderWithProviders(ui: ReactNode, options: ProviderOptions = {}): RenderResult {
  return render(
    <AppProviders i18n={createTestI18n()} env={options.mantineEnv ?? 'test'}>
      <QueryClientProvider client={options.queryClient ?? createTestQueryClient()}>
        {ui}
      </QueryClientProvider>
    </AppProviders>,
  );
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
  const result = renderWithProviders(<RouterProvider router={router} />, options);
  return { ...result, router };
}
