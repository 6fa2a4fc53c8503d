import { randomBytes } from 'node:crypto';
import { type Module, modeOfModule, recoveryAddress } from '@aptovial/shared';
import type { Mailer } from '../../adapters/mail/types';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { changedFields } from '../audit/changes';
import type { AuditService } from '../audit/service';
import type { PasswordHasher } from '../auth/passwords';
import { withUniqueRules } from './constraints';
import { type FirstAdminInput, FirstAdminRefused, moduleNames } from './first-admin-input';
import { firstAdminRepo } from './first-admin-repo';
import { firstAdminWelcomeEmail } from './first-admin-welcome';
import { createUsersRepo } from './repo';

/** Where the audit says a change came from when no signed-in person made it (decision 0075). */
export const CONSOLE_ORIGIN = 'consola';

/** `passwordUrl`: the module's recovery page with the e-mail filled in, where the password is chosen. */
export type CreatedAdmin = {
  accountId: number;
  userId: number;
  email: string;
  passwordUrl: string;
};

type Deps = {
  database: Database;
  audit: AuditService;
  mail: Mailer;
  passwords: PasswordHasher;
  publicUrl: string;
};

/**
 * An Admin created from the server's console (decision 0075): nobody signed in can create one. As
 * for every account an officer creates, the password is one nobody knows; the welcome e-mail,
 * queued in the same transaction, links straight to the module's recovery page with the e-mail
 * filled in, where the person asks for a code and chooses their own.
 */
export function createFirstAdmins({ database, audit, mail, passwords, publicUrl }: Deps) {
  const repo = createUsersRepo(database.db);

  return {
    async create(input: FirstAdminInput, options: { another: boolean }): Promise<CreatedAdmin> {
      const passwordHash = await passwords.hash(randomBytes(32).toString('hex'));
      const passwordUrl = `${publicUrl}${recoveryAddress(modeOfModule(input.module), input.email)}`;
      const write = () =>
        database.db.transaction(async (tx) => {
          await firstAdminRepo.lock(tx);
          if (await repo.findUserByEmail(input.email, tx)) throw emailUsed(input.email);
          const admins = await firstAdminRepo.adminsOf(input.module, tx);
          if (admins > 0 && !options.another) throw adminExists(input.module, admins);
          const user = await repo.insertUser(
            {
              email: input.email,
              passwordHash,
              dni: input.dni,
              nationality: input.nationality,
              names: input.names,
              lastNames: input.lastNames,
              createdBy: null,
            },
            tx,
          );
          const values = {
            module: input.module,
            role: 'Admin',
            state: null,
            status: 'active' as const,
          };
          const account = await repo.insertAccount(
            { ...values, userId: user.id, createdBy: null },
            tx,
          );
          await audit.record(tx, {
            action: 'account_created',
            entity: 'account',
            entityId: account.id,
            accountId: null,
            userId: null,
            ip: CONSOLE_ORIGIN,
            changes: changedFields({}, { ...values, email: user.email, dni: user.dni }),
          });
          const content = firstAdminWelcomeEmail({
            names: user.names,
            module: moduleNames[input.module],
            passwordUrl,
          });
          await mail.enqueue({ to: user.email, ...content }, tx);
          return { accountId: account.id, userId: user.id, email: user.email, passwordUrl };
        });
      try {
        return await withUniqueRules('Admin', write);
      } catch (error) {
        // Another process took the e-mail between the look-up and the insert.
        if (error instanceof AppError && error.code === 'EMAIL_TAKEN') throw emailUsed(input.email);
        throw error;
      }
    },
  };
}

const emailUsed = (email: string) =>
  new FirstAdminRefused(
    `El correo ${email} ya pertenece a un usuario: use otro correo. No se creó nada.`,
    1,
  );

const adminExists = (module: Module, admins: number) =>
  new FirstAdminRefused(
    `${moduleNames[module]} ya tiene ${admins === 1 ? 'un Administrador' : `${admins} Administradores`}. ` +
      'Para crear otro, repita la orden con --otro. No se creó nada.',
    1,
  );
