import type { ApiKeyScope } from '@aptovial/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { ApiKeyRow, ApiKeysRepo } from './repo';
import type { KeySecrets } from './secrets';

declare module 'fastify' {
  interface FastifyRequest {
    apiKey?: ApiKeyRow;
  }
}

type Deps = {
  db: Db;
  repo: ApiKeysRepo;
  secrets: KeySecrets;
  audit: AuditService;
  perMinute: number;
};

const UNKNOWN = 'La clave de API no es válida o fue revocada.';

/**
 * Route options for a machine call: `Authorization: Bearer <key>` of `scope`, else 401 (no key, an
 * unknown or revoked one) or 403 (another scope), with one Spanish message and nothing else. Each
 * key has its own per-minute count (shared through Redis when configured), and every call made
 * with a known key is audited with its answer's status.
 */
export function keyGuard(app: FastifyInstance, deps: Deps, scope: ApiKeyScope) {
  const { db, repo, secrets, audit } = deps;
  const count = app.createRateLimit({
    max: deps.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key:${request.apiKey?.id ?? 'none'}`,
  });

  async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const key = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const prefix = secrets.prefixOf(key);
    const row = prefix ? await repo.byPrefix(prefix) : undefined;
    if (!row || row.revokedAt || !secrets.matches(key, row.secretHash)) {
      throw new AppError('UNAUTHORIZED', UNKNOWN);
    }
    request.apiKey = row;
    if (row.scope !== scope) {
      throw new AppError('FORBIDDEN', 'La clave de API no tiene permiso para esta consulta.');
    }
    const limit = await count(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    const retryAfterSeconds = Math.max(1, limit.ttlInSeconds);
    throw new AppError(
      'RATE_LIMITED',
      `Demasiadas solicitudes con esta clave. Espere ${retryAfterSeconds} segundos.`,
      { retryAfterSeconds },
    );
  }

  // Recorded before the answer leaves (onSend, not onResponse): a caller that has its answer
  // finds its call in the audit, and a process stopping right after loses none.
  async function record(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    const key = request.apiKey;
    if (!key) return payload;
    await audit.record(db, {
      action: 'api_key_call',
      entity: 'api_key',
      entityId: key.id,
      changes: { method: request.method, path: request.routeOptions.url, status: reply.statusCode },
      ip: request.ip,
    });
    return payload;
  }

  return { onRequest: [authenticate], onSend: [record] };
}
