import { supportMessageEmail } from '../../adapters/mail/templates';
import type { Mailer } from '../../adapters/mail/types';
import type { Database } from '../../db/client';
import type { AuthContext } from '../auth/sessions';
import type { SupportRepo } from './repo';

type Deps = { database: Database; repo: SupportRepo; mail: Mailer; supportEmail: string };

/** Contact messages (soporte-tecnico): kept, and e-mailed to support in the same transaction. */
export function createSupportService({ database, repo, mail, supportEmail }: Deps) {
  return {
    async send(context: AuthContext, message: { subject: string; message: string }) {
      await database.db.transaction(async (tx) => {
        await repo.insertMessage({ accountId: context.account.id, ...message }, tx);
        const email = supportMessageEmail({
          fromName: `${context.user.names} ${context.user.lastNames}`,
          fromEmail: context.user.email,
          module: context.account.module,
          ...message,
        });
        await mail.enqueue({ to: supportEmail, ...email }, tx);
      });
      mail.kick();
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
