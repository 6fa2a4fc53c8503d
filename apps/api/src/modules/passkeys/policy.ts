import { mayUsePasskeys } from '@aptovial/shared';
import { passkeysRemovedEmail } from '../../adapters/mail/passkey-templates';
import type { Mailer } from '../../adapters/mail/types';
import type { Db } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { AccountRow } from '../auth/repo';
import type { SecondStep } from '../auth/second-step';
import type { PasskeysRepo } from './repo';

type Deps = { repo: PasskeysRepo; audit: AuditService; mail: Mailer; clock: () => Date };

/** Whether the account's module requires passkeys of it (only holders are bound). */
export async function requiredFor(
  repo: PasskeysRepo,
  account: Pick<AccountRow, 'module' | 'role'>,
  tx?: Db,
): Promise<boolean> {
  if (!mayUsePasskeys(account)) return false;
  return (await repo.requiredAmong([account.module], tx)).size > 0;
}

/** Whether any account of the person is bound by its module to keep a passkey. */
export async function requiredForPerson(
  repo: PasskeysRepo,
  accounts: readonly Pick<AccountRow, 'module' | 'role' | 'status'>[],
  tx?: Db,
): Promise<boolean> {
  const bound = accounts.filter((a) => a.status === 'active' && mayUsePasskeys(a));
  return (await repo.requiredAmong([...new Set(bound.map((a) => a.module))], tx)).size > 0;
}

/**
 * What the sign-in asks of passkeys (decision 0034): the e-mailed code may finish a sign-in
 * unless the module requires passkeys and the person has one; a password reset by e-mail (the
 * recovery of a lost device) removes them all, audited and told by e-mail.
 */
export function createSecondStep({ repo, audit, mail, clock }: Deps): SecondStep {
  return {
    async mayUseCode({ account, user }, tx) {
      if (!(await requiredFor(repo, account, tx))) return true;
      return !(await repo.hasAny(user.id, tx));
    },

    async onPasswordReset(user, ip, tx) {
      const keys = await repo.lockOf(user.id, tx);
      if (keys.length === 0) return;
      await repo.remove(
        keys.map((key) => key.id),
        tx,
      );
      const keyNames = keys.map((key) => key.name);
      await audit.record(tx, {
        action: 'passkeys_removed_by_recovery',
        entity: 'user',
        entityId: user.id,
        userId: user.id,
        ip,
        changes: { passkeys: keyNames },
      });
      const notice = passkeysRemovedEmail({
        names: user.names,
        keyNames,
        when: clock(),
        byRecovery: true,
      });
      await mail.enqueue({ to: user.email, ...notice }, tx);
    },
  };
}
