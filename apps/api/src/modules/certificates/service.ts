import type { Certificate } from '@aptovial/shared';
import type { Database, Db } from '../../db/client';
import { CERTIFICATE_SERIAL_UNIQUE } from '../../db/schema/index';
import { brokenUniqueConstraint } from '../../db/violations';
import { AppError } from '../../errors';
import { changedFields } from '../audit/changes';
import type { AuditService } from '../audit/service';
import type { LotsService } from '../lots/service';
import type { Issuers } from '../registers/issuers';
import { assertHolderKept, assertWithinWindow } from './corrections';
import { type HolderMail, holderContactOf } from './holder-mail';
import type { IssueAt, IssueLink } from './issue-links';
import type { CertificatesDirectory } from './list/directory';
import {
  assertChangeable,
  assertIssuedBy,
  assertMayEdit,
  assertMayIssue,
  assertMayReenable,
  auditActorOf,
  type CertificatesActor,
  isVisible,
} from './policy';
import type { CertificatesRepo } from './repo';
import {
  assertAfterLot,
  assertIssuerEnabled,
  assertIssuerOnRoad,
  assertIssuerSolvent,
  assertValidFields,
} from './rules';
import { servedAndSettled } from './unpaid';
import {
  type CreateCertificateInput,
  columnsOf,
  newColumnsOf,
  ruleFieldsOf,
  type UpdateCertificateInput,
} from './values';

type Deps = {
  database: Database;
  repo: CertificatesRepo;
  directory: CertificatesDirectory;
  lots: LotsService;
  issuers: Issuers;
  audit: AuditService;
  /** Codes of every state of the catalogue. */
  stateCodes: () => Promise<readonly string[]>;
  clock: () => Date;
  /** The holder's copy and reminder address (decision 0087); absent: nobody is e-mailed. */
  holderMail?: HolderMail;
};

const fieldError = (code: 'VALIDATION_ERROR' | 'NOT_FOUND', field: string, message: string) =>
  new AppError(code, undefined, [{ field, message }]);

/**
 * The college number issuing: the caller's own when their account has one (a different one in the
 * body is refused), otherwise the one the body names.
 */
function issuerIdOf(actor: CertificatesActor, sent: number | undefined): number {
  // On the road a doctor issues as their own number only, never naming another's.
  if (actor.channel === 'medicVial' && actor.schoolNumberId === null) {
    throw new AppError('FORBIDDEN', 'Su credencial no está vinculada a un número de colegio.');
  }
  if (actor.schoolNumberId !== null) {
    if (sent !== undefined && sent !== actor.schoolNumberId) {
      throw fieldError(
        'VALIDATION_ERROR',
        'schoolNumberId',
        'Usted emite con su propio número de colegio',
      );
    }
    return actor.schoolNumberId;
  }
  if (sent === undefined) {
    throw fieldError('VALIDATION_ERROR', 'schoolNumberId', 'Indique el médico que emite');
  }
  return sent;
}

/** Issuing, editing, disabling and re-enabling certificates, each in one audited transaction. */
export function createCertificatesService(deps: Deps) {
  const { database, repo, directory, lots, issuers, audit, stateCodes, clock, holderMail } = deps;

  /** The issuing medic, visible to the actor, solvent and enabled for the type and grade. */
  async function issuerFor(
    actor: CertificatesActor,
    id: number,
    input: CreateCertificateInput,
    tx: Db,
  ) {
    const issuer = await issuers.issuerOf(id, tx);
    if (!issuer) throw fieldError('NOT_FOUND', 'schoolNumberId', 'El médico no existe');
    if (!isVisible(actor, issuer)) {
      throw new AppError('STATE_NOT_ALLOWED', 'Solo puede emitir certificados de su estado.');
    }
    if (actor.channel === 'medicVial') assertIssuerOnRoad(issuer);
    assertIssuerSolvent(issuer, clock());
    assertIssuerEnabled(issuer, input);
    return issuer;
  }

  /** The lot holding the serial, in the issuer's state (locked FOR SHARE until `tx` ends). */
  async function lotFor(serial: number, state: string, tx: Db) {
    const lot = await lots.lotOfSerial(serial, tx);
    if (!lot) {
      throw new AppError('SERIAL_NOT_IN_LOT', undefined, [
        { field: 'serial', message: `El serial ${serial} no está en ningún lote` },
      ]);
    }
    if (lot.state !== state) {
      throw new AppError('SERIAL_OTHER_STATE', undefined, [
        { field: 'serial', message: `El serial ${serial} es de un lote de ${lot.state}` },
      ]);
    }
    return lot;
  }

  async function setStatus(
    actor: CertificatesActor,
    id: number,
    change: { status: boolean; reason: string },
    ip: string,
  ): Promise<Certificate> {
    await database.db.transaction(async (tx) => {
      const stored = await repo.lock(id, tx);
      assertChangeable(actor, stored);
      if (stored.status === change.status) {
        throw change.status
          ? new AppError('BAD_REQUEST', 'El certificado ya está habilitado.')
          : new AppError('CERTIFICATE_DISABLED', 'El certificado ya está deshabilitado.');
      }
      const values = { status: change.status, reason: change.status ? null : change.reason };
      await repo.update(id, values, tx);
      await repo.insertStatusChange(
        { certificateId: id, ...change, accountId: actor.accountId },
        tx,
      );
      await audit.record(tx, {
        action: change.status ? 'certificate_enabled' : 'certificate_disabled',
        entity: 'certificate',
        entityId: id,
        ...auditActorOf(actor, ip),
        changes: { ...changedFields(stored, values), motive: change.reason },
      });
    });
    return directory.one(actor, id);
  }

  return {
    async issue(
      actor: CertificatesActor,
      input: CreateCertificateInput,
      ip: string,
      link?: IssueLink,
      at?: IssueAt,
    ) {
      assertMayIssue(actor);
      const schoolNumberId = issuerIdOf(actor, input.schoolNumberId);
      const { serial, schoolNumberId: _sent, holderEmail, ...fields } = input;
      const columns = newColumnsOf(fields);
      assertValidFields(ruleFieldsOf(columns), clock(), await stateCodes());
      let id: number;
      try {
        id = await database.db.transaction(async (tx) => {
          await at?.check(tx);
          const issuer = await issuerFor(actor, schoolNumberId, input, tx);
          const lot = await lotFor(serial, issuer.state, tx);
          assertAfterLot(columns.expeditionDate, lot.createdAt);
          const paymentId = link && 'pay' in link ? await link.pay(tx) : undefined;
          const values = {
            ...columns,
            serial,
            lotId: lot.id,
            state: lot.state,
            channel: actor.channel,
            schoolNumberId,
            nameDoctor: `${issuer.names} ${issuer.lastNames}`,
            dniDoctor: issuer.dni,
            ...(link && 'serve' in link ? { preRegistrationId: link.preRegistrationId } : {}),
            ...(paymentId === undefined ? {} : { paymentId }),
            ...(at ? { operativeId: at.operativeId } : {}),
          };
          // The app's clock, which the correction window is measured with (decision 0048).
          const row = await repo.insert(
            { ...values, createdBy: actor.accountId, createdAt: clock() },
            tx,
          );
          const settled = link && 'serve' in link ? await servedAndSettled(link, row.id, tx) : {};
          if (Object.keys(settled).length > 0) await repo.update(row.id, settled, tx);
          await audit.record(tx, {
            action: 'certificate_issued',
            entity: 'certificate',
            entityId: row.id,
            ...auditActorOf(actor, ip),
            changes: changedFields({}, { ...values, ...settled }),
          });
          const holder =
            holderMail &&
            (await holderContactOf(
              holderEmail,
              link && 'serve' in link ? link.holder : undefined,
              at?.municipality,
              tx,
            ));
          if (holder) await holderMail?.issued(tx, { ...values, id: row.id }, holder);
          return row.id;
        });
        holderMail?.kick();
      } catch (error) {
        if (brokenUniqueConstraint(error) !== CERTIFICATE_SERIAL_UNIQUE) throw error;
        throw new AppError('SERIAL_TAKEN', undefined, [
          { field: 'serial', message: `El serial ${serial} ya está en otro certificado` },
        ]);
      }
      return directory.one(actor, id);
    },

    /**
     * The fields sent replace the stored ones; the serial and the issuer stay. Decision 0048: the
     * issuing doctor or the Admin only, never the holder's identity, the printed data only within
     * the correction window, and the whole record still valid.
     */
    async update(actor: CertificatesActor, input: UpdateCertificateInput, ip: string) {
      assertMayEdit(actor);
      const { id, ...fields } = input;
      const columns = columnsOf(fields);
      const states = await stateCodes();
      await database.db.transaction(async (tx) => {
        const stored = await repo.lock(id, tx);
        assertChangeable(actor, stored);
        assertIssuedBy(actor, stored);
        if (!stored.status) throw new AppError('CERTIFICATE_DISABLED');
        assertHolderKept(stored, columns);
        const now = clock();
        assertWithinWindow(stored, columns, now);
        const merged = ruleFieldsOf({ ...stored, ...columns });
        assertValidFields(merged, now, states, stored.createdAt);
        const lot = await lots.lotOfSerial(stored.serial, tx);
        if (lot) assertAfterLot(merged.expeditionDate, lot.createdAt);
        const issuer = await issuers.issuerOf(stored.schoolNumberId, tx);
        if (!issuer) throw new Error(`certificate ${id} without its issuer`);
        if (merged.grade !== stored.grade || merged.typeCertifields !== stored.type) {
          assertIssuerEnabled(issuer, merged);
        }
        const changes = changedFields(stored, columns);
        await repo.update(
          id,
          {
            ...columns,
            // Locked FOR UPDATE above: no other edit can take the same version.
            version: stored.version + 1,
            updatedBy: actor.accountId,
            ...(actor.schoolNumberId === null
              ? {}
              : { updatedBySchoolNumberId: actor.schoolNumberId }),
          },
          tx,
        );
        await audit.record(tx, {
          action: 'certificate_updated',
          entity: 'certificate',
          entityId: id,
          ...auditActorOf(actor, ip),
          changes,
        });
      });
      return directory.one(actor, id);
    },

    /** Disables a certificate with its reason (kept in its history; never shown publicly). */
    disable(actor: CertificatesActor, id: number, reason: string, ip: string) {
      assertMayIssue(actor);
      return setStatus(actor, id, { status: false, reason }, ip);
    },

    /** The medic Admin re-enables a disabled certificate with a reason of its own. */
    enable(actor: CertificatesActor, id: number, reason: string, ip: string) {
      assertMayReenable(actor);
      return setStatus(actor, id, { status: true, reason }, ip);
    },
  };
}
export type CertificatesService = ReturnType<typeof createCertificatesService>;
