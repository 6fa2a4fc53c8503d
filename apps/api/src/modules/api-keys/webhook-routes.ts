import {
  apiKeyIdParamsSchema,
  type WebhookFailure,
  webhookFailuresResponseSchema,
  webhookReplayResponseSchema,
} from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError, errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import type { AuditService } from '../audit/service';
import { assertKeyAdmin, keysOf } from './policy';
import type { WebhookRepo } from './webhook-repo';

type Deps = { sessions: SessionLookup; repo: WebhookRepo; audit: AuditService; db: Db };

/** docs/product/calls.md, Integrations: the dead-letter list and its replay, at /api/apiKeys. */
export const webhookRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, repo, audit, db } = deps;
  const admin = guarded(sessions, {}, (request) => assertKeyAdmin(authOf(request).context.account));
  const meta = { tags: ['integraciones'], security: [{ bearer: [] }] };

  app.get(
    '/deliveries/failed',
    {
      ...admin,
      schema: {
        ...meta,
        summary: 'Webhooks que fallaron durante toda la ventana de reintentos',
        response: { 200: webhookFailuresResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const rows = await repo.deadLetters(keysOf(authOf(request).context.account));
      const data: WebhookFailure[] = rows.map(({ delivery, keyName }) => ({
        id: delivery.id,
        apiKeyId: delivery.apiKeyId,
        apiKeyName: keyName,
        eventId: String(delivery.eventId),
        attempts: delivery.attempts,
        lastError: delivery.lastError,
        createdAt: delivery.createdAt.toISOString(),
      }));
      return { data };
    },
  );

  app.post(
    '/deliveries/:id/replay',
    {
      ...admin,
      schema: {
        ...meta,
        summary: 'Reenviar un webhook fallido: vuelve a la cola con una ventana nueva',
        params: apiKeyIdParamsSchema,
        response: { 200: webhookReplayResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { context } = authOf(request);
      const row = await repo.replay(request.params.id, keysOf(context.account), new Date());
      if (!row) throw new AppError('NOT_FOUND', 'No existe un envío fallido con ese número.');
      await audit.record(db, {
        action: 'webhook_replayed',
        entity: 'webhook_delivery',
        entityId: row.id,
        accountId: context.account.id,
        userId: context.user.id,
        ip: request.ip,
      });
      return { data: row };
    },
  );
};
