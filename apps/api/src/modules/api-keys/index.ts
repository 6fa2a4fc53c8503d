import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type CertificateKeys, certificateKeyRing } from '../../keys/certificate-key-ring';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/sessions';
import { createCertificateSigner } from '../certificates/signing';
import { createCertificateFeed } from './feed';
import { createFeedCursors } from './feed-cursor';
import { feedRoutes } from './feed-routes';
import { keyGuard } from './machine-auth';
import { createApiKeysRepo } from './repo';
import { apiKeyRoutes } from './routes';
import { createKeySecrets } from './secrets';
import { createApiKeysService } from './service';
import { createWebhookRepo } from './webhook-repo';
import { webhookRoutes } from './webhook-routes';
import { createWebhookSender } from './webhook-sender';

type Deps = {
  config: Config;
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  /** The integration secret (keys, cursors, webhook secrets) and the certificate signing key. */
  keys: { integrationSecret: string; certificates: CertificateKeys };
  clock: () => Date;
};

/**
 * Machine access for the licensing authority's systems (decisions 0085, 0086): API keys, the
 * certificate change feed read with them, and webhooks pushing the same events.
 */
export function createApiKeysModule(deps: Deps) {
  const { config, database, sessions, audit, clock } = deps;
  const { db } = database;
  const secrets = createKeySecrets(deps.keys.integrationSecret);
  const repo = createApiKeysRepo(db);
  const signer = createCertificateSigner({
    ring: certificateKeyRing(deps.keys.certificates),
    publicUrl: config.publicUrl,
  });
  const server = {
    publicUrl: config.publicUrl,
    port: config.port,
    allowLocal: config.integrations.webhooks.allowLocal,
  };
  const keys = createApiKeysService({ database, repo, secrets, audit, server, clock });
  const cursors = createFeedCursors(secrets, config.integrations.cursorLifetimeMs, clock);
  const feed = createCertificateFeed({ db, cursors, signer });
  const webhookRepo = createWebhookRepo(db);
  // Retries follow real elapsed time, as the rows' database defaults do (not the app's clock).
  const webhooks = createWebhookSender({
    repo: webhookRepo,
    secrets,
    signer,
    settings: config.integrations.webhooks,
    clock: () => new Date(),
  });

  return {
    /** For jobs/background-jobs.ts: one pass of fan-out and sending (decision 0086). */
    webhooks,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(apiKeyRoutes, { prefix: '/api/apiKeys', sessions, keys });
      await app.register(webhookRoutes, {
        prefix: '/api/apiKeys',
        sessions,
        repo: webhookRepo,
        audit,
        db,
      });
      const guard = { db, repo, secrets, audit, perMinute: config.integrations.perMinute };
      await app.register(async (scoped) => {
        const reader = keyGuard(scoped, guard, 'certificates:read');
        await scoped.register(feedRoutes, { prefix: '/api/integrations', feed, reader });
      });
    },
  };
}
