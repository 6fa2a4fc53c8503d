import { RateSourceError } from './types';

/** A service's answer is a few hundred bytes; anything much larger is not the API we know. */
const MAX_BODY_CHARS = 100_000;

/**
 * GET `url` and its JSON body. Every failure (no connection, time up, an HTTP error, a body that
 * is not JSON, such as a maintenance page in HTML) is a RateSourceError with the reason.
 */
export async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  let text: string;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
    if (!response.ok) {
      await response.body?.cancel();
      throw new RateSourceError(`respondió HTTP ${response.status}`);
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof RateSourceError) throw error;
    throw new RateSourceError(
      signal.aborted ? 'no respondió a tiempo' : `no se pudo conectar (${causeOf(error)})`,
    );
  }
  if (text.length > MAX_BODY_CHARS)
    throw new RateSourceError('respondió un cuerpo demasiado largo');
  try {
    return JSON.parse(text);
  } catch {
    throw new RateSourceError('no respondió JSON');
  }
}

/** Node's fetch hides the socket error (ECONNREFUSED, ENOTFOUND) in `cause`. */
function causeOf(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `path` under a base URL that may or may not end in a slash (or carry a path of its own). */
export function under(baseUrl: string, path: string): URL {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}
