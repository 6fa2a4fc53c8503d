import './firstViewStyles';
import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n as appI18n } from '../shared/i18n/i18n';
import { cookieColorSchemeManager } from '../shared/ui/colorSchemeCookie';
import { LoadingOverlay } from '../shared/ui/LoadingOverlay';
import { DEFAULT_COLOR_SCHEME, theme } from './theme';

type AppProvidersProps = {
  children: ReactNode;
  i18n?: I18n;
  colorSchemeManager?: MantineProviderProps['colorSchemeManager'];
  /** 'test' turns off Mantine's transitions, portals and detached-target hiding (jsdom has no layout). */
  env?: MantineProviderProps['env'];
};

// None without a document: the build's first views (src/prerender.tsx) pass their own.
const defaultColorSchemeManager =
  typeof document === 'undefined' ? undefined : cookieColorSchemeManager();

/**
 * App-wide providers: Mantine (theme, colour scheme from the cookie), i18n and the loading
 * overlay. TanStack Query's provider sits in `ServerDataBoundary`, around the routes that
 * read the server, so the landing's first view stays light.
 */
export function AppProviders({
  children,
  i18n = appI18n,
  colorSchemeManager = defaultColorSchemeManager,
  env = 'default',
}: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      env={env}
    >
      <I18nextProvider i18n={i18n}>
        {children}
        <LoadingOverlay />
      </I18nextProvider>
    </MantineProvider>
  );
}
