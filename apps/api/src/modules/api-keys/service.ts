import type { ApiKey, CreateApiKeyInput, CreatedApiKey } from '@aptovial/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { AuthContext } from '../auth/sessions';
import { assertKeyAdmin, keysOf, stateForNewKey } from './policy';
import type { ApiKeyRow, ApiKeysRepo } from './repo';
import type { KeySecrets } from './secrets';
import { assertWebhookUrl, type ServerAddress } from './webhook-url';

type Deps = {
  database: Database;
  repo: ApiKeysRepo;
  secrets: KeySecrets;
  audit: AuditService;
  server: ServerAddress;
  clock: () => Date;
};

export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  prefix: row.prefix,
  name: row.name,
  scope: row.scope,
  state: row.state,
  webhookUrl: row.webhookUrl,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const actorOf = ({ account, user }: AuthContext, ip: string) => ({
  accountId: account.id,
  userId: user.id,
  ip,
});

/** Creating, listing and revoking keys (decision 0085); every change audited, never a secret. */
export function createApiKeysService({ database, repo, secrets, audit, server, clock }: Deps) {
  return {
    async create(admin: AuthContext, input: CreateApiKeyInput, ip: string): Promise<CreatedApiKey> {
      assertKeyAdmin(admin.account);
      const state = stateForNewKey(admin.account, input.state);
      const webhookUrl = input.webhookUrl ? assertWebhookUrl(input.webhookUrl, server) : null;
      const { prefix, key } = secrets.newKey();
      const row = await database.db.transaction(async (tx) => {
        const created = await repo.insert(tx, {
          prefix,
          name: input.name,
          scope: input.scope,
          state,
          secretHash: secrets.hash(key),
          webhookUrl,
          ownerModule: admin.account.module,
          createdBy: admin.account.id,
        });
        if (created.scope === 'events:receive') await repo.startCursor(tx, created.id);
        await audit.record(tx, {
          action: 'api_key_created',
          entity: 'api_key',
          entityId: created.id,
          ...actorOf(admin, ip),
          changes: { prefix, name: input.name, scope: input.scope, state, webhookUrl },
        });
        return created;
      });
      const signingSecret = row.webhookUrl ? secrets.signingSecret(row.prefix) : null;
      return { ...toApiKey(row), key, signingSecret };
    },

    async list(admin: AuthContext): Promise<ApiKey[]> {
      assertKeyAdmin(admin.account);
      return (await repo.list(keysOf(admin.account))).map(toApiKey);
    },

    /** Revoked at once: the next call with it is refused; a second revocation finds nothing. */
    async revoke(admin: AuthContext, id: number, ip: string): Promise<ApiKey> {
      assertKeyAdmin(admin.account);
      const row = await database.db.transaction(async (tx) => {
        const revoked = await repo.revoke(tx, id, keysOf(admin.account), admin.account.id, clock());
        if (!revoked) throw new AppError('NOT_FOUND', 'No existe una clave activa con ese número.');
        await audit.record(tx, {
          action: 'api_key_revoked',
          entity: 'api_key',
          entityId: id,
          ...actorOf(admin, ip),
        });
        return revoked;
      });
      return toApiKey(row);
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
