import type { MantineColorSchemeManager } from '@mantine/core';
import { StrictMode, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { AppProviders } from './providers';

export type AppRouter = RouterProviderProps['router'];

// What react-router/dom's RouterProvider adds, given here: one module of the router, not two
// (the tests' Node loads react-router/dom apart from react-router, with contexts of its own).
const flush = flushSync as RouterProviderProps['flushSync'];

type AppTreeProps = {
  router: AppRouter;
  /** The build's first views draw in the light scheme; the browser reads the cookie. */
  colorSchemeManager?: MantineColorSchemeManager;
  /** Called once the tree is on the page (hydrated or rendered); never on the server. */
  onMounted?: () => void;
};

function Mounted({ onMounted }: { onMounted: (() => void) | undefined }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}

/**
 * The whole app. The build renders this same tree to HTML (src/prerender.tsx) and the browser
 * hydrates it (app/start.tsx): any other shape would give other `useId` ids, and React would
 * throw the prerendered markup away (decision 0090).
 */
export function AppTree({ router, colorSchemeManager, onMounted }: AppTreeProps) {
  return (
    <StrictMode>
      <AppProviders colorSchemeManager={colorSchemeManager}>
        <RouterProvider router={router} flushSync={flush} />
      </AppProviders>
      <Mounted onMounted={onMounted} />
    </StrictMode>
  );
}
