import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type AppMode, modeTitles } from '@aptovial/shared';

/**
 * An HTML page as the server sends it: each compressed form made when first asked for, then kept.
 * Made at start, the eight pages of a mode in two forms cost a server start a third of a CPU-second
 * more (Brotli at its best quality), for forms most servers never send.
 */
export type HtmlPage = { raw: Buffer; encoded: (encoding: 'br' | 'gzip') => Buffer };

const compressors = {
  br: (raw: Buffer) =>
    brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (raw: Buffer) => gzipSync(raw, { level: 9 }),
};

/** The web build's page with the deployment's mode and title written in, ready to send. */
export function htmlPageFor(html: string, appMode: AppMode): HtmlPage {
  const raw = Buffer.from(
    html
      .replace(/(<meta name="aptovial-mode" content=")[^"]*(")/, `$1${appMode}$2`)
      // The right title before any script runs: a slow phone shows it at once.
      .replace(/<title>[^<]*<\/title>/, `<title>${modeTitles[appMode]}</title>`),
  );
  const made: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return { raw, encoded: (encoding) => (made[encoding] ??= compressors[encoding](raw)) };
}

/** Where the web build writes each mode's first views (apps/web/scripts/prerender.mjs). */
export const FIRST_VIEWS_DIR = 'first-views';

/**
 * The public pages the build drew for this mode (decision 0090), by path: `index.html` is `/`,
 * `Buscar-certificado-medicos.html` is `/Buscar-certificado-medicos`. None for an older build.
 */
export function readFirstViews(webDist: string, appMode: AppMode): Map<string, HtmlPage> {
  const dir = path.join(webDist, FIRST_VIEWS_DIR, appMode);
  const pages = new Map<string, HtmlPage>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const name = file.slice(0, -'.html'.length);
    const html = readFileSync(path.join(dir, file), 'utf8');
    pages.set(name === 'index' ? '/' : `/${name}`, htmlPageFor(html, appMode));
  }
  return pages;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * Whether the drawn first view fits this browser: the views are drawn in Spanish and light, so a
 * person who chose another language or the dark (or the system's) colour mode gets the plain shell
 * and the app draws the page for them, without a frame of the wrong one. The cookies are the web
 * app's (shared/i18n/languageCookie.ts, shared/ui/colorSchemeCookie.ts).
 */
export function fitsDrawnView(cookieHeader: string | undefined): boolean {
  const language = cookieValue(cookieHeader, 'aptovial-language');
  const scheme = cookieValue(cookieHeader, 'aptovial-color-scheme');
  return (language === null || language === 'es') && (scheme === null || scheme === 'light');
}

/** The encoding to send: Brotli, gzip, or none, as the browser accepts them. */
export function htmlEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}
