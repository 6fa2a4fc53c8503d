import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { appStepChunks } from './app-steps';
import { offlineVerifyPwa } from './offline-pwa';

const distDir = fileURLToPath(new URL('./dist', import.meta.url));

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * The entry (src/main.tsx) is tiny: it starts the opened page's download, then imports the app in
 * steps (app-steps.ts: React DOM, i18n, src/app/start.tsx). Their chunks and styles are announced
 * in the HTML, so they download with the entry instead of after it; the page's own chunks follow
 * within a round trip.
 */
function preloadAppChunks(): Plugin {
  return {
    name: 'aptovial:preload-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).filter(
          (output): output is OutputChunk & typeof output => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (files.has(fileName) || chunk === undefined) return;
          files.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const step of appStepChunks(chunks)) visit(step.fileName);
        const link = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        });
        const absent = (file: string) => !html.includes(`/${file}"`);
        const tags = [
          ...[...styles].filter(absent).map((file) => link('stylesheet', file)),
          ...[...files].filter(absent).map((file) => link('modulepreload', file)),
        ];
        return { html, tags };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadAppChunks(), ...offlineVerifyPwa()],
  build: {
    outDir: distDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    // Logos and avatars stay files: a CSP with img-src 'self' would block data: URLs.
    assetsInlineLimit: 0,
    // Which chunks and stylesheets each page needs, for its first view drawn by
    // scripts/prerender.mjs, which deletes the manifest once read (decision 0090).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
