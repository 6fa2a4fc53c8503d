import type { UpdateCredentialInput } from '@aptovial/shared';
import { AppError } from '../../errors';
import { changedFields } from '../audit/changes';
import type { AuthContext, SessionService } from '../auth/sessions';
import { withCredentialRules } from './constraints';
import { toCredential } from './items';
import { assertMayBeActive, assertRoleGranted, assertStateReached } from './policy';
import type { CredentialsService, Deps } from './service';

type UpdateDeps = Pick<Deps, 'database' | 'issuers' | 'logins' | 'audit' | 'clock'> & {
  credentials: CredentialsService;
  /** The auth module's sessions: a deactivated credential's sessions end with the change. */
  sessions: Pick<SessionService, 'revokeAccountSessions'>;
};

const missing = () => new AppError('NOT_FOUND', 'La credencial no existe.');

/** Changing a credential's e-mail, role or access; an ineligible medic cannot stay active. */
export function createCredentialUpdates(deps: UpdateDeps) {
  const { database, issuers, logins, audit, clock, credentials, sessions } = deps;

  return async function update(manager: AuthContext, input: UpdateCredentialInput, ip: string) {
    const row = await logins.accountById('medicVial', input.id);
    const schoolNumberId = row?.account.schoolNumberId;
    if (!row || schoolNumberId === undefined || schoolNumberId === null) throw missing();
    const { account, user } = row;
    // A college number removed from its register leaves its credential only to be turned off.
    const medic = await issuers.roadMedicOf(schoolNumberId);
    assertStateReached(manager.account, medic?.state ?? account.state ?? '');
    // A President neither edits an Admin credential nor grants the role.
    assertRoleGranted(manager.account, toCredential(row).rol);
    if (input.rol !== undefined) assertRoleGranted(manager.account, input.rol);
    const status = input.status ?? account.status;
    if (status === 'active') {
      if (!medic) throw new AppError('NOT_FOUND', 'El número de colegio no existe.');
      assertMayBeActive(medic, clock());
    }
    const email = input.email !== undefined && input.email !== user.email ? input.email : undefined;
    if (email !== undefined && (await logins.accountsOfUser(user.id)).length > 1) {
      // Changing it here would move the person's other logins too, out of their managers' hands.
      throw new AppError('CREDENTIAL_EMAIL_SHARED');
    }
    const accountValues = { role: input.rol, status: input.status };
    const changes = {
      ...changedFields(account, accountValues),
      ...changedFields(user, { email }),
    };
    await withCredentialRules(() =>
      database.db.transaction(async (tx) => {
        await logins.updateAccount(account.id, accountValues, tx);
        if (email !== undefined) await logins.changeEmail(user, email, tx);
        if (status === 'inactive' && account.status === 'active') {
          await sessions.revokeAccountSessions(account.id, tx);
        }
        await audit.record(tx, {
          action: 'credential_updated',
          entity: 'account',
          entityId: account.id,
          accountId: manager.account.id,
          userId: manager.user.id,
          ip,
          changes,
        });
      }),
    );
    if (email !== undefined) logins.flushMail();
    return credentials.credentialById(account.id);
  };
}
export type CredentialUpdate = ReturnType<typeof createCredentialUpdates>;
