import type { Passkey, PasskeyList } from '@aptovial/shared';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { passkeyAddedEmail, passkeysRemovedEmail } from '../../adapters/mail/passkey-templates';
import type { Mailer } from '../../adapters/mail/types';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../errors';
import { changedFields } from '../audit/changes';
import type { AuditService } from '../audit/service';
import type { AuthContext } from '../auth/sessions';
import { type Ceremonies, Refusal } from './ceremony';
import { requiredFor, requiredForPerson } from './policy';
import type { PasskeyRow, PasskeysRepo } from './repo';

type Deps = {
  database: Database;
  repo: PasskeysRepo;
  ceremonies: Ceremonies;
  audit: AuditService;
  mail: Mailer;
  clock: () => Date;
};

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

const actorOf = ({ account, user }: AuthContext, ip: string) => ({
  accountId: account.id,
  userId: user.id,
  ip,
});

/** The profile's passkeys: list, add, rename, remove, and each module Admin's switch. */
export function createPasskeyService({ database, repo, ceremonies, audit, mail, clock }: Deps) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => database.db.transaction(work);

  /** A refused answer is audited (its own transaction: the refusal must not roll it back). */
  async function refuse(context: AuthContext, ceremony: string, reason: string, ip: string) {
    await transaction((tx) =>
      audit.record(tx, {
        action: 'passkey_refused',
        entity: 'session',
        entityId: context.session.id,
        ...actorOf(context, ip),
        changes: { ceremony, reason: reason.slice(0, 300) },
      }),
    );
    return new AppError('PASSKEY_INVALID');
  }

  return {
    refuse,

    async list({ user, account }: AuthContext): Promise<PasskeyList> {
      const rows = await repo.listOf(user.id);
      return { items: rows.map(toPasskey), required: await requiredFor(repo, account) };
    },

    registrationOptions: (context: AuthContext) =>
      transaction(async (tx) =>
        ceremonies.registrationOptions(context, await repo.listOf(context.user.id, tx), tx),
      ),

    async add(
      context: AuthContext,
      input: { name: string; response: RegistrationResponseJSON },
      ip: string,
    ): Promise<Passkey> {
      const checked = await ceremonies
        .verifyRegistration(context, input.response)
        .catch(async (error: unknown) => {
          if (error instanceof Refusal) throw await refuse(context, 'register', error.message, ip);
          throw error;
        });
      const { user } = context;
      const row = await transaction(async (tx) => {
        const created = await repo.insert({ userId: user.id, name: input.name, ...checked }, tx);
        if (!created) return undefined;
        await audit.record(tx, {
          action: 'passkey_added',
          entity: 'passkey',
          entityId: created.id,
          ...actorOf(context, ip),
          changes: { name: created.name },
        });
        const notice = passkeyAddedEmail({ names: user.names, name: created.name, when: clock() });
        await mail.enqueue({ to: user.email, ...notice }, tx);
        return created;
      });
      if (!row) throw await refuse(context, 'register', 'credential already stored', ip);
      mail.kick();
      return toPasskey(row);
    },

    async rename(context: AuthContext, id: number, name: string, ip: string): Promise<Passkey> {
      const row = await transaction(async (tx) => {
        const renamed = await repo.rename(id, context.user.id, name, tx);
        if (!renamed) throw new AppError('NOT_FOUND', 'La llave de acceso no existe.');
        await audit.record(tx, {
          action: 'passkey_renamed',
          entity: 'passkey',
          entityId: id,
          ...actorOf(context, ip),
          changes: { name },
        });
        return renamed;
      });
      return toPasskey(row);
    },

    /** Removes one of the person's passkeys; the last one stays while a module requires it. */
    async remove(context: AuthContext, id: number, ip: string): Promise<void> {
      const { user } = context;
      await transaction(async (tx) => {
        const keys = await repo.lockOf(user.id, tx);
        const key = keys.find((row) => row.id === id);
        if (!key) throw new AppError('NOT_FOUND', 'La llave de acceso no existe.');
        const accounts = context.accounts ?? [context.account];
        if (keys.length === 1 && (await requiredForPerson(repo, accounts, tx))) {
          throw new AppError('PASSKEY_LAST_REQUIRED');
        }
        await repo.remove([id], tx);
        await audit.record(tx, {
          action: 'passkey_removed',
          entity: 'passkey',
          entityId: id,
          ...actorOf(context, ip),
          changes: { name: key.name },
        });
        const notice = passkeysRemovedEmail({
          names: user.names,
          keyNames: [key.name],
          when: clock(),
          byRecovery: false,
        });
        await mail.enqueue({ to: user.email, ...notice }, tx);
      });
      mail.kick();
    },

    /** An Admin makes passkeys compulsory for their own module, or not; a change is audited. */
    async setRequired(context: AuthContext, enabled: boolean, ip: string) {
      const { module } = context.account;
      await transaction(async (tx) => {
        const before = await repo.setRequired(module, enabled, clock(), tx);
        if (before === enabled) return;
        await audit.record(tx, {
          action: 'setting_updated',
          entity: 'setting',
          entityId: `passkeysRequired:${module}`,
          ...actorOf(context, ip),
          changes: changedFields({ enabled: before }, { enabled }),
        });
      });
      return { module, required: enabled };
    },
  };
}
export type PasskeyService = ReturnType<typeof createPasskeyService>;
