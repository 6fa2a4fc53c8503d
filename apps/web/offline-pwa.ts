import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appStepChunks } from './app-steps';

/** The verify page (routePaths.searchCertifieldsFree): the one page that works without signal. */
const VERIFY_PATH = '/Buscar-certificado-medicos';
/** Files of the shell kept beside the page's chunks: the page itself, its manifest and icons. */
const SHELL = new Set([
  'index.html',
  'manifest.webmanifest',
  'favicon.svg',
  'icons/aptovial-192.png',
  'icons/aptovial-512.png',
]);

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};

/**
 * The files the verify page needs (decision 0037): the entry and what it imports, and the page's
 * chunk with everything it imports or loads later (the check, the result view, the scanner and
 * jsqr), never the other pages' lazy chunks. Read off the bundle, so no list goes stale.
 */
function verifyPageFiles(bundle: Record<string, { type: string }>): Set<string> {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (fileName: string, withLazy: boolean) => {
    const chunk = byFile.get(fileName);
    if (files.has(fileName) || chunk === undefined) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const imported of chunk.imports) add(imported, withLazy);
    if (withLazy) for (const lazy of chunk.dynamicImports) add(lazy, true);
  };
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/VerifyCertificatePage.tsx'));
  if (page === undefined) throw new Error('the verify page chunk is missing from the build');
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) add(entry.fileName, false);
  // The entry imports the app in steps (app-steps.ts) once it has started the page's download.
  for (const step of appStepChunks(chunks)) add(step.fileName, false);
  files.delete(page.fileName);
  add(page.fileName, true);
  return files;
}

/**
 * The verify page as an installable app that works without signal (vite-plugin-pwa, Workbox's
 * generateSW): a Spanish web manifest, and a service worker whose scope is the verify page
 * alone, precaching only that page's files. The page registers it (offline/sync.ts).
 */
export function offlineVerifyPwa(): Plugin[] {
  let precached = new Set<string>();
  const collect: Plugin = {
    name: 'aptovial:verify-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      precached = verifyPageFiles(bundle);
    },
  };
  const pwa = VitePWA({
    injectRegister: false,
    filename: 'sw.js',
    scope: VERIFY_PATH,
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'AptoVial · Verificar certificados',
      short_name: 'Verificar AptoVial',
      description: 'Verifique certificados médicos de aptitud para conducir, también sin señal.',
      lang: 'es',
      id: VERIFY_PATH,
      start_url: VERIFY_PATH,
      scope: VERIFY_PATH,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1971c2',
      icons: [
        { src: '/icons/aptovial-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/aptovial-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/aptovial-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((entry) => precached.has(entry.url) || SHELL.has(entry.url)),
          warnings: [],
        }),
      ],
      // Hashed names change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: null,
      // The page from the server while there is signal (it writes the deployment's mode in);
      // without, the last one kept, or the precached shell.
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && url.pathname === '/Buscar-certificado-medicos',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'aptovial-verify-page',
            networkTimeoutSeconds: 4,
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
      ],
      clientsClaim: true,
      skipWaiting: true,
      cleanupOutdatedCaches: true,
    },
  });
  return [collect, ...pwa];
}
