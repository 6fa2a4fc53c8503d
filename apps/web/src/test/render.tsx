import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createI18n } from '../shared/i18n/i18n';
import { installBrowserPolyfills } from './browserPolyfills';
import { failOnConsoleMessages } from './failOnConsole';

installBrowserPolyfills();
failOnConsoleMessages();

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
    <AppProviders i18n={createI18n()} env={options.mantineEnv ?? 'test'}>
      <QueryClientProvider client={options.queryClient ?? createTestQueryClient()}>
        {ui}
      </QueryClientProvider>
    </AppProviders>,
  );
}

type RouterOptions = ProviderOptions & { initialPath?: string };

/** Renders route objects in a memory router, so links, outlets and navigation work. */
export function renderRoutes(routes: RouteObject[], options: RouterOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [options.initialPath ?? '/'] });
  const result = renderWithProviders(<RouterProvider router={router} />, options);
  return { ...result, router };
}
