// The build's server side (scripts/prerender.mjs, decision 0090): the public pages' first views
// drawn to HTML for each deployment mode, so a phone paints them before the app's JavaScript
// arrives. Never shipped to the browser.
import { type AppMode, appModes, modeTitles, type RouteName, routePaths } from '@aptovial/shared';
import type { MantineColorSchemeManager } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppTree } from './app/AppTree';
import { CHUNKS_TEMPLATE_ID } from './app/firstView/announceChunks';
import { FIRST_VIEW_ATTRIBUTE } from './app/firstView/mountChoice';
import { routerReady } from './app/firstView/routerReady';
import type { GuardDeps } from './app/guards';
import { appRoutes, buildRouteObjects, signedInHomeOf } from './app/routes';
import { drawFirstViewsAs } from './shared/mode/deploymentMode';

/**
 * The pages drawn ahead: the public's way in, the verify page, the request forms and the three
 * sign-ins, each with its page module (the build's manifest key: its stylesheets go into the
 * page's head).
 */
export const FIRST_VIEWS = {
  indexAptoVial: 'src/modules/public/pages/LandingPage.tsx',
  searchCertifieldsFree: 'src/modules/verification/pages/VerifyCertificatePage.tsx',
  formCertifield: 'src/modules/pre-registrations/pages/requestPages.tsx',
  formCertifieldPayment: 'src/modules/pre-registrations/pages/requestPages.tsx',
  login: 'src/modules/auth/pages/authPages.ts',
  loginINTT: 'src/modules/auth/pages/authPages.ts',
  loginMedicVial: 'src/modules/auth/pages/authPages.ts',
} as const satisfies Partial<Record<RouteName, string>>;

export type FirstViewRoute = keyof typeof FIRST_VIEWS;

/** Each first view to draw: its route, its path and its page module, once per mode. */
export const firstViewsToDraw = appModes.flatMap((mode) =>
  (Object.keys(FIRST_VIEWS) as FirstViewRoute[]).map((route) => ({
    mode,
    route,
    path: routePaths[route],
    module: FIRST_VIEWS[route],
  })),
);

// Drawn as for a first visit: light, whatever the browser will later be told.
const lightScheme: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

const noSession = (): never => {
  throw new Error('a first view drawn by the build asked for a session');
};

// Nobody is signed in at build time: the public guard lets every first view through.
const signedOut: GuardDeps = {
  readToken: () => null,
  readVerifiedSession: () => null,
  checkSession: noSession,
  onVerified: noSession,
  onCheckFailed: noSession,
  signedInHome: signedInHomeOf(appRoutes),
  hasPendingLogin: () => false,
  hasResetProof: () => false,
  borrowToken: async () => null,
  onBorrowed: noSession,
  readSessionMode: () => null,
  deploymentMode: noSession,
};

/** The markup of `route`'s first view in `mode`, for index.html's `#root`. */
export async function renderFirstView(route: FirstViewRoute, mode: AppMode): Promise<string> {
  drawFirstViewsAs(mode);
  const router = createMemoryRouter(buildRouteObjects(appRoutes, signedOut), {
    initialEntries: [routePaths[route]],
  });
  await routerReady(router);
  const leaf = router.state.matches.at(-1)?.route.id;
  if (leaf !== route) throw new Error(`the first view of ${route} drew ${leaf ?? 'nothing'}`);
  const html = renderToString(<AppTree router={router} colorSchemeManager={lightScheme} />);
  router.dispose();
  return html;
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
  // A function: the markup may hold `$&` and the like, which a replacement string would expand.
  return html.replace(pattern, () => replacement);
}

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/** The files a first view needs from the client build, as addresses. */
export type FirstViewFiles = {
  /** The page's own stylesheets (index.html's come too). */
  stylesheets: readonly string[];
  /** The page's chunk and its static imports (index.html's announced chunks come too). */
  scripts: readonly string[];
  /** The entry's static imports: the browser fetches them with the entry. */
  withEntry: readonly string[];
};

/**
 * index.html with `route`'s first view in `#root`, marked with its route (app/start.tsx hydrates
 * it), light (Mantine's light colours hang on `<html>`), the mode and its title written in as the
 * server writes them, and every stylesheet the view needs first in `<head>`. The app's chunks are
 * listed in an inert `<template>` instead of announced: the paint waits for the stylesheets alone
 * on a slow line, and the entry announces them once the page is painted (main.tsx).
 */
export async function firstViewPage(
  shell: string,
  route: FirstViewRoute,
  mode: AppMode,
  files: FirstViewFiles,
): Promise<string> {
  const markup = await renderFirstView(route, mode);
  const hrefs = (pattern: RegExp) =>
    [...shell.matchAll(pattern)].map(([link]) => /href="([^"]+)"/.exec(link)?.[1] ?? '');
  const stylesheets = new Set([...hrefs(STYLESHEET), ...files.stylesheets]);
  const scripts = new Set([...hrefs(MODULE_PRELOAD), ...files.scripts]);
  for (const href of files.withEntry) scripts.delete(href);
  const styles = [...stylesheets]
    .map((href) => `    <link rel="stylesheet" crossorigin href="${href}">\n`)
    .join('');
  const chunks = [...scripts]
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  let html = shell.replace(STYLESHEET, '').replace(MODULE_PRELOAD, '');
  html = replaceOnce(
    html,
    /<html lang="es">/,
    '<html lang="es" data-mantine-color-scheme="light">',
  );
  html = replaceOnce(
    html,
    /<meta name="aptovial-mode" content="[^"]*"/,
    `<meta name="aptovial-mode" content="${mode}"`,
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>\n/,
    `<title>${modeTitles[mode]}</title>\n${styles}`,
  );
  html = replaceOnce(
    html,
    /<\/head>/,
    `<template id="${CHUNKS_TEMPLATE_ID}">${chunks}</template></head>`,
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${FIRST_VIEW_ATTRIBUTE}="${route}">${markup}</div>`,
  );
}
