import {
  CREDENTIAL_NOT_FOUND,
  type CreateCredentialInput,
  type RoadCredential,
  routePaths,
} from '@aptovial/shared';
import { welcomeEmail } from '../../adapters/mail/templates';
import type { Mailer } from '../../adapters/mail/types';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { changedFields } from '../audit/changes';
import type { AuditService } from '../audit/service';
import type { AuthContext } from '../auth/sessions';
import type { Issuers, RoadMedic } from '../registers/issuers';
import type { Logins } from '../users/logins';
import { withCredentialRules } from './constraints';
import { toCredential } from './items';
import { assertEnabled, assertMayBeActive, assertRoleGranted, assertStateReached } from './policy';

export type Deps = {
  database: Database;
  /** The registers module's reads of one college number. */
  issuers: Pick<Issuers, 'roadMedicOf'>;
  /** The users module's door to people and accounts. */
  logins: Logins;
  audit: AuditService;
  mail: Mailer;
  publicUrl: string;
  clock: () => Date;
};

const MODULE = 'medicVial';
const numberMissing = () => new AppError('NOT_FOUND', 'El número de colegio no existe.');

/** Finding and creating the road-medicine login of an enabled medic (decision 0018). */
export function createCredentialsService(deps: Deps) {
  const { database, issuers, logins, audit, mail, publicUrl, clock } = deps;

  /** The medic of a college number the manager reaches. */
  async function reachedMedic(manager: AuthContext, schoolNumberId: number): Promise<RoadMedic> {
    const medic = await issuers.roadMedicOf(schoolNumberId);
    if (!medic) throw numberMissing();
    assertStateReached(manager.account, medic.state);
    return medic;
  }

  async function credentialById(id: number): Promise<RoadCredential> {
    const row = await logins.accountById(MODULE, id);
    if (!row) throw new Error(`credential ${id} vanished`);
    return toCredential(row);
  }

  /** The person behind `email`: none yet, or the medic themselves (same dni and nationality). */
  async function personOf(email: string, medic: RoadMedic) {
    const user = await logins.findUserByEmail(email);
    if (user && (user.dni !== medic.dni || user.nationality !== medic.nationality)) {
      throw new AppError(
        'VALIDATION_ERROR',
        'Ese correo pertenece a otra persona: use el del médico.',
        [{ field: 'email', message: 'El correo pertenece a otra persona: use el del médico' }],
      );
    }
    return user;
  }

  return {
    credentialById,
    reachedMedic,

    async search(manager: AuthContext, schoolNumberId: number) {
      await reachedMedic(manager, schoolNumberId);
      const row = await logins.accountOfNumber(MODULE, schoolNumberId);
      return row ? toCredential(row) : CREDENTIAL_NOT_FOUND;
    },

    async create(manager: AuthContext, input: CreateCredentialInput, ip: string) {
      const medic = await reachedMedic(manager, input.schoolNumberId);
      assertRoleGranted(manager.account, input.rol);
      assertEnabled(medic);
      if (input.status === 'active') assertMayBeActive(medic, clock());
      if (await logins.accountOfNumber(MODULE, medic.schoolNumberId)) {
        throw new AppError('CREDENTIAL_EXISTS');
      }
      const existing = await personOf(input.email, medic);
      const passwordHash = existing ? '' : await logins.unknownPasswordHash();
      const createdBy = manager.account.id;
      const accountId = await withCredentialRules(() =>
        database.db.transaction(async (tx) => {
          const person = {
            email: input.email,
            dni: medic.dni,
            nationality: medic.nationality,
            names: medic.names,
            lastNames: medic.lastNames,
            gender: medic.gender,
            phone1: medic.phone,
          };
          const user = existing ?? (await logins.insertPerson(person, passwordHash, createdBy, tx));
          const values = {
            module: MODULE,
            role: input.rol,
            state: medic.state,
            status: input.status,
            schoolNumberId: medic.schoolNumberId,
          } as const;
          const account = await logins.insertAccount(user.id, values, createdBy, tx);
          await audit.record(tx, {
            action: 'credential_created',
            entity: 'account',
            entityId: account.id,
            accountId: createdBy,
            userId: manager.user.id,
            ip,
            changes: changedFields({}, { ...values, email: user.email, dni: user.dni }),
          });
          // A new person chooses their password from the login page with a single-use code.
          if (!existing) {
            const loginPath = `${publicUrl}${routePaths.loginMedicVial}`;
            const content = welcomeEmail({ names: user.names, module: 'Medicina Vial', loginPath });
            await mail.enqueue({ to: user.email, ...content }, tx);
          }
          return account.id;
        }),
      );
      if (!existing) mail.kick();
      return credentialById(accountId);
    },
  };
}
export type CredentialsService = ReturnType<typeof createCredentialsService>;
