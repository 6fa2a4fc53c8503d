import { randomBytes } from 'node:crypto';
import {
  type createUserInputSchema,
  type Module,
  routePaths,
  type updateUserInputSchema,
} from '@aptovial/shared';
import type { z } from 'zod';
import { welcomeEmail } from '../../adapters/mail/templates';
import type { Mailer } from '../../adapters/mail/types';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { changedFields } from '../audit/changes';
import type { AuditService } from '../audit/service';
import type { PasswordHasher } from '../auth/passwords';
import { withUniqueRules } from './constraints';
import { toListItem } from './items';
import {
  assertModuleAllowed,
  assertRoleAllowed,
  assertStateAllowed,
  type Manager,
  toRole,
} from './policy';
import type { UsersRepo } from './repo';
import { manageableTarget } from './targets';

type CreateInput = z.output<typeof createUserInputSchema>;
type UpdateInput = z.output<typeof updateUserInputSchema>;
type Deps = {
  database: Database;
  repo: UsersRepo;
  audit: AuditService;
  mail: Mailer;
  passwords: PasswordHasher;
  /** Codes of every state of the catalogue. */
  stateCodes: () => Promise<readonly string[]>;
  publicUrl: string;
};

const moduleNames: Record<Module, string> = {
  medic: 'Colegio de Médicos',
  nurse: 'Colegio de Enfermería',
  INTT: 'INTT',
  medicVial: 'Medicina Vial',
};

/** Creating and editing people's accounts under the rules of docs/product/rules.md and roles.md. */
export function createUsersService(deps: Deps) {
  const { database, repo, audit, mail, passwords, stateCodes, publicUrl } = deps;

  async function listedItem(id: number, manager: Manager) {
    const row = await repo.findListed(id, manager.modules);
    if (!row) throw new Error(`account ${id} vanished`);
    return toListItem(row);
  }

  return {
    async create(manager: Manager, input: CreateInput, ip: string) {
      const module = input.type ?? manager.account.module;
      assertModuleAllowed(manager, module);
      assertRoleAllowed(manager, input.rol, module);
      assertStateAllowed(manager, input.state, await stateCodes());
      const existing = await repo.findUserByEmail(input.email);
      if (existing && existing.dni !== input.dni) {
        throw new AppError('VALIDATION_ERROR', 'Ese correo pertenece a otra persona.', [
          { field: 'dni', message: 'La cédula no coincide con la del usuario de ese correo' },
        ]);
      }
      // A password nobody knows: the person sets their own with "¿Olvidó su contraseña?".
      const passwordHash = existing ? '' : await passwords.hash(randomBytes(32).toString('hex'));
      const accountId = await withUniqueRules(input.rol, () =>
        database.db.transaction(async (tx) => {
          const user =
            existing ??
            (await repo.insertUser(
              {
                email: input.email,
                passwordHash,
                dni: input.dni,
                nationality: input.nationality,
                names: input.names,
                lastNames: input.lastNames,
                gender: input.genders,
                phone1: input.phone1,
                phone2: input.phone2 ?? null,
                createdBy: manager.account.id,
              },
              tx,
            ));
          const values = {
            module,
            role: input.rol,
            state: input.state,
            sectional: input.sectional ?? null,
            status: 'active' as const,
          };
          const account = await repo.insertAccount(
            { ...values, userId: user.id, createdBy: manager.account.id },
            tx,
          );
          await audit.record(tx, {
            action: 'account_created',
            entity: 'account',
            entityId: account.id,
            accountId: manager.account.id,
            userId: manager.userId,
            ip,
            changes: changedFields({}, { ...values, email: user.email, dni: user.dni }),
          });
          if (!existing) {
            const loginPath = `${publicUrl}${module === 'INTT' ? routePaths.loginINTT : routePaths.login}`;
            const content = welcomeEmail({
              names: user.names,
              module: moduleNames[module],
              loginPath,
            });
            await mail.enqueue({ to: user.email, ...content }, tx);
          }
          return account.id;
        }),
      );
      if (!existing) mail.kick();
      return listedItem(accountId, manager);
    },

    async update(manager: Manager, input: UpdateInput, ip: string) {
      const target = await manageableTarget(repo, manager, input.id);
      const { account, user } = target;
      if (input.rol !== undefined && input.rol !== account.role)
        assertRoleAllowed(manager, input.rol, account.module);
      if (input.state !== undefined && input.state !== account.state) {
        assertStateAllowed(manager, input.state, await stateCodes());
      }
      const userValues = {
        nationality: input.nationality,
        names: input.names,
        lastNames: input.lastNames,
        gender: input.genders,
        phone1: input.phone1,
        phone2: input.phone2,
      };
      const accountValues = { role: input.rol, state: input.state, sectional: input.sectional };
      const userChanges = changedFields(user, userValues);
      const accountChanges = changedFields(account, accountValues);
      await withUniqueRules(input.rol ?? toRole(account.role), () =>
        database.db.transaction(async (tx) => {
          if (Object.keys(userChanges).length > 0) await repo.updateUser(user.id, userValues, tx);
          if (Object.keys(accountChanges).length > 0) {
            await repo.updateAccount(account.id, accountValues, tx);
          }
          await audit.record(tx, {
            action: 'account_updated',
            entity: 'account',
            entityId: account.id,
            accountId: manager.account.id,
            userId: manager.userId,
            ip,
            changes: { ...userChanges, ...accountChanges },
          });
        }),
      );
      return listedItem(account.id, manager);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
