import { failedSignInsEmail } from '../../adapters/mail/sign-in-templates';
import type { Mailer } from '../../adapters/mail/types';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { AuthRepo, UserRow } from './repo';
import { FAILURES_PER_EMAIL } from './sign-in-guard';

/** A run of failures ends after this long without one (or at a sign-in): the next is news. */
const RUN_GAP_MS = 60 * 60_000;

/**
 * Records a wrong password for a real account (audit and the run's count, in PostgreSQL so every
 * process agrees) and tells its owner once per run, when the run reaches the count at which
 * sign-ins start asking for work (decision 0049). Nothing is locked.
 */
export function createFailedSignIns(deps: {
  database: Database;
  repo: AuthRepo;
  audit: AuditService;
  mail: Mailer;
  clock: () => Date;
}) {
  const { database, repo, audit, mail, clock } = deps;
  return {
    async record(user: UserRow, ip: string): Promise<void> {
      const now = clock();
      const runSince = new Date(now.getTime() - RUN_GAP_MS);
      const noticed = await database.db.transaction(async (tx) => {
        const failures = await repo.countFailedLogin(user.id, now, runSince, tx);
        await audit.record(tx, {
          action: 'login_failed',
          entity: 'user',
          entityId: user.id,
          userId: user.id,
          ip,
          changes: { failures },
        });
        if (failures !== FAILURES_PER_EMAIL) return false;
        await mail.enqueue(
          { to: user.email, ...failedSignInsEmail({ names: user.names, when: now }) },
          tx,
        );
        return true;
      });
      if (noticed) mail.kick();
    },
  };
}
export type FailedSignIns = ReturnType<typeof createFailedSignIns>;
