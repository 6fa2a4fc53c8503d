import { createHash } from 'node:crypto';
import {
  disabledSerialsQuerySchema,
  disabledSerialsResponseSchema,
  encodeSerialDeltas,
} from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../errors';
import type { ChallengeLimit } from '../../plugins/challenge-limit';
import type { OfflineVerifyRepo } from './repo';

/**
 * A delta's window starts this long before the `since` asked: a change whose transaction began
 * before the previous `asOf` but committed after it still reaches the phone. Sending a serial
 * twice costs nothing (the phone's list is a set).
 */
const OVERLAP_MS = 5 * 60_000;
/** A `since` this far past the server's clock is not a list this server gave. */
const FUTURE_SLACK_MS = 5 * 60_000;

/**
 * GET /api/verify/disabled-serials (decision 0037): the serials an officer's phone keeps to call
 * a genuine printout disabled, or corrected since it was printed (decision 0052), without signal.
 * Public, serials, versions and dates only; the verify limit (decision 0027), since the verify
 * page asks for it on every visit with signal.
 */
export const offlineVerifyRoutes: FastifyPluginAsyncZod<{
  verifyLimit: ChallengeLimit;
  repo: OfflineVerifyRepo;
}> = async (app, { verifyLimit, repo }) => {
  app.get(
    '/disabled-serials',
    {
      onRequest: verifyLimit('disabled-serials'),
      schema: {
        tags: ['certificados'],
        summary:
          'Seriales deshabilitados, rehabilitados y corregidos desde una fecha, para verificar sin conexión',
        querystring: disabledSerialsQuerySchema,
        response: {
          200: disabledSerialsResponseSchema,
          304: z.void().describe('Sin cambios desde la versión en caché'),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const since = request.query.since === undefined ? null : new Date(request.query.since);
      const changes = await repo.changedSince(
        since === null ? null : new Date(since.getTime() - OVERLAP_MS),
      );
      if (since !== null && since.getTime() > changes.asOf.getTime() + FUTURE_SLACK_MS) {
        throw new AppError('VALIDATION_ERROR', 'La fecha "since" es posterior a la del servidor.', [
          { field: 'since', message: 'La fecha no puede ser futura.' },
        ]);
      }
      const body = {
        asOf: changes.asOf.toISOString(),
        since: since?.toISOString() ?? null,
        disabled: encodeSerialDeltas(changes.disabled),
        enabled: encodeSerialDeltas(changes.enabled),
        corrected: {
          serials: encodeSerialDeltas(changes.corrected.map((row) => row.serial)),
          revisions: changes.corrected.map((row) => row.revision),
        },
      };
      // asOf is whole minutes: phones asking within the same minute get the same tag.
      const tag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22)}"`;
      reply.header('etag', tag).header('cache-control', 'public, max-age=60');
      if (request.headers['if-none-match'] === tag) return reply.code(304).send();
      return body;
    },
  );
};
