import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

const NUL = '\u0000';

/**
 * Where the first U+0000 of a parsed input is (a dotted field path, '' for the input itself), or
 * undefined. Walked with a stack, not recursion: a body may be nested thousands deep.
 */
export function nulCharacterAt(input: unknown): string | undefined {
  const pending: [unknown, string][] = [[input, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        if (key.includes(NUL)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000: PostgreSQL fails the query (a 500) and PGlite may cut the
 * text there. No valid input carries it, so every route refuses it before validation, in Spanish.
 */
export const nulTextPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one, and no walk of a query without '%00' in the URL (a NUL
  // can only come percent-encoded there): it runs on every request, public verify included.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const parts: [string, unknown][] = [];
    if (request.url.includes('%00'))
      parts.push(['params', request.params], ['query', request.query]);
    if (request.body != null) parts.push(['body', request.body]);
    for (const [part, input] of parts) {
      const field = nulCharacterAt(input);
      if (field === undefined) continue;
      done(
        new AppError('VALIDATION_ERROR', undefined, [
          { field: field || part, message: 'Contiene un carácter no permitido (NUL)' },
        ]),
      );
      return;
    }
    done();
  });
});
