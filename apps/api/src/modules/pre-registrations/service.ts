import {
  type CreatePreRegisterInput,
  formatDate,
  nationalityName,
  stateName,
} from '@aptovial/shared';
import { formatCaracasDateTime, preRegisterReceivedEmail } from '../../adapters/mail/templates';
import type { Mailer } from '../../adapters/mail/types';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { Captcha } from '../captcha/service';
import type { ReferenceService } from '../reference/service';
import type { PreRegistrationRow, PreRegistrationsRepo } from './repo';

type Deps = {
  database: Database;
  repo: PreRegistrationsRepo;
  audit: AuditService;
  mail: Mailer;
  captcha: Captcha;
  /** The settings module's switch. */
  settings: { isPreRegisterOpen(): Promise<boolean> };
  reference: ReferenceService;
  clock: () => Date;
};

/** Who served a request: the issuing doctor's session. */
export type ServedBy = { accountId: number; userId: number; ip: string };

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', undefined, [{ field, message }]);

/** What the applicant sent, as the e-mail lists it. */
function detailsOf(row: PreRegistrationRow): [string, string][] {
  return [
    ['Cédula', `${row.nationality}-${row.dni}`],
    ['Nacionalidad', nationalityName(row.nationality)],
    ['Nombres', row.names],
    ['Apellidos', row.lastNames],
    ['Correo', row.email],
    ['Teléfono', row.phone],
    ['Fecha de nacimiento', formatDate(row.dateBirth)],
    ['Estado', stateName(row.state)],
    ['Municipio', row.municipalityName],
    ['Grados', row.grades.join(', ')],
    ['Tipo de certificado', row.type],
    ['Enviada el', formatCaracasDateTime(row.createdAt)],
  ];
}

/** The public's requests: receiving one (public form) and serving one (issuing a certificate). */
export function createPreRegistrationsService(deps: Deps) {
  const { database, repo, audit, mail, captcha, settings, reference, clock } = deps;

  async function assertMunicipalityOf(state: string, municipality: number): Promise<void> {
    const { municipalities } = (await reference.snapshot()).data;
    const found = municipalities.find((m) => m.id === municipality);
    if (!found) throw fieldError('municipality', 'El municipio no existe');
    if (found.state !== state) {
      throw fieldError('municipality', 'El municipio no pertenece al estado elegido');
    }
  }

  /** The request's number; an open one of the same person and type is answered, not doubled. */
  async function store(input: CreatePreRegisterInput, ip: string, tx: Db) {
    const { altcha: _solution, typeCertifields, ...fields } = input;
    const person = { nationality: input.nationality, dni: input.dni, type: typeCertifields };
    // Two attempts: the open request found on conflict may be served just before we read it.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const id = await repo.insertUnlessOpen({ ...fields, type: typeCertifields }, tx);
      if (id !== undefined) {
        await audit.record(tx, {
          action: 'pre_registration_created',
          entity: 'pre_registration',
          entityId: id,
          ip,
          changes: { state: input.state, municipality: input.municipality, type: typeCertifields },
        });
        const row = await repo.byId(id, tx);
        if (!row) throw new Error(`pre-registration ${id} vanished`);
        return { row, alreadyOpen: false };
      }
      const row = await repo.openOf(person, tx);
      if (row) return { row, alreadyOpen: true };
    }
    throw new Error('pre-registration neither stored nor found open');
  }

  return {
    /** For the payments module (createPreregisterPay): the same checks and storing as below. */
    assertMunicipalityOf,
    store,

    /**
     * POST /api/preRegister/createPreregister. The challenge first (a robot learns nothing more),
     * then the switch, the municipality, and the request stored with its e-mail in one
     * transaction. A duplicate's e-mail goes to the address of the request kept, never to the
     * one just typed, and the answer is a new request's (decision 0051): a stranger who knows a
     * dni learns nothing of that person's request, not even its number.
     */
    async create(input: CreatePreRegisterInput, ip: string) {
      await captcha.verify(input.altcha);
      if (!(await settings.isPreRegisterOpen())) throw new AppError('PRE_REGISTER_CLOSED');
      await assertMunicipalityOf(input.state, input.municipality);
      await database.db.transaction(async (tx) => {
        const stored = await store(input, ip, tx);
        const email = preRegisterReceivedEmail({
          names: stored.row.names,
          requestNumber: stored.row.id,
          alreadyOpen: stored.alreadyOpen,
          details: detailsOf(stored.row),
        });
        await mail.enqueue({ to: stored.row.email, ...email }, tx);
        return stored;
      });
      mail.kick();
      return { received: true as const };
    },

    /**
     * Inside the issuing transaction: the request is served by `certificateId`. NOT_FOUND or
     * PRE_REGISTER_SERVED roll the certificate back with it. Answers the payment that paid the
     * request (null when unpaid): the certificate is paid by it.
     */
    async serve(
      request: { id: number; certificateId: number; by: ServedBy },
      tx: Db,
    ): Promise<number | null> {
      const { id, certificateId, by } = request;
      const servedAt = clock();
      const served = await repo.markServed(id, certificateId, servedAt, tx);
      if (!served) {
        if (!(await repo.byId(id, tx))) {
          throw new AppError('NOT_FOUND', 'La solicitud no existe.', [
            { field: 'preRegisterId', message: 'La solicitud no existe' },
          ]);
        }
        throw new AppError('PRE_REGISTER_SERVED', undefined, [
          { field: 'preRegisterId', message: 'La solicitud ya tiene un certificado' },
        ]);
      }
      await audit.record(tx, {
        action: 'pre_registration_served',
        entity: 'pre_registration',
        entityId: id,
        accountId: by.accountId,
        userId: by.userId,
        ip: by.ip,
        changes: {
          certificateId: { before: null, after: certificateId },
          servedAt: { before: null, after: servedAt.toISOString() },
        },
      });
      return served.paymentId;
    },
  };
}
export type PreRegistrationsService = ReturnType<typeof createPreRegistrationsService>;
