// After `vite build`: the public pages' first views drawn to HTML for each deployment mode
// (src/prerender.tsx, decision 0090), written to dist/first-views/<mode>/<page>.html, which the
// API serves for those exact paths. Builds the drawing code for Node first (Vite's SSR build, about
// 2 s), reads each page's chunks and stylesheets off the client build's manifest, then drops it.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(web, 'dist');
// Inside the workspace's node_modules: the built module finds React, Mantine... as the app does.
const serverOut = path.join(web, 'node_modules/.cache/aptovial-prerender');

await build({
  configFile: false,
  root: web,
  logLevel: 'warn',
  plugins: [react()],
  // As the client build (vite.config.ts): the same asset addresses in the markup.
  build: {
    ssr: 'src/prerender.tsx',
    outDir: serverOut,
    emptyOutDir: true,
    assetsDir: 'assets',
    assetsInlineLimit: 0,
  },
});
const { firstViewsToDraw, firstViewPage } = await import(
  pathToFileURL(path.join(serverOut, 'prerender.js')).href
);

const manifestFile = path.join(dist, '.vite/manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));

/** A module's chunk and every chunk it imports statically, as manifest entries. */
function chunksOf(key, seen = new Map()) {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`${key} is missing from the build's manifest`);
  if (seen.has(key)) return seen;
  seen.set(key, chunk);
  for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
  return seen;
}

/** What a first view of `module` needs from the client build, as addresses. */
function filesOf(module) {
  const chunks = [...chunksOf(module).values()];
  const withEntry = [...chunksOf('index.html').values()].slice(1);
  return {
    stylesheets: chunks.flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`),
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    withEntry: withEntry.map((chunk) => `/${chunk.file}`),
  };
}

/** The file of a page's path: `/` is index.html, `/Buscar-certificado-medicos` its own name. */
const fileOf = (pagePath) => `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;

const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
const out = path.join(dist, 'first-views');
await rm(out, { recursive: true, force: true });
for (const { mode, route, path: pagePath, module } of firstViewsToDraw) {
  const html = await firstViewPage(shell, route, mode, filesOf(module));
  await mkdir(path.join(out, mode), { recursive: true });
  await writeFile(path.join(out, mode, fileOf(pagePath)), html);
}
// Nothing serves the manifest; it only told this script the chunks and stylesheets.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(`first views: ${firstViewsToDraw.length} pages drawn`);
