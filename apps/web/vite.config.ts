import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { offlineVerifyPwa } from './offline-pwa';

const distDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The landing is a lazy route like every page, but it is the first view of most visits: preload
 * its chunk (and the chunks it imports) with the entry instead of after it, saving a round trip.
 */
function preloadLandingChunk(): Plugin {
  return {
    name: 'aptovial:preload-landing-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunks = Object.values(bundle ?? {});
        const landing = chunks.find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith('/LandingPage.tsx') === true,
        );
        if (landing === undefined || landing.type !== 'chunk') return html;
        const files = [landing.fileName, ...landing.imports];
        const tags: HtmlTagDescriptor[] = files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadLandingChunk(), ...offlineVerifyPwa()],
  build: {
    outDir: distDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    // Logos and avatars stay files: a CSP with img-src 'self' would block data: URLs.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
