import {
  type Certificate,
  type certificateReportQuerySchema,
  type countCertificatesQuerySchema,
  type listCertificatesQuerySchema,
  type lotCertificatesQuerySchema,
  maskDni,
  type PublicCertificate,
  type searchDniQuerySchema,
  todayInCaracas,
} from '@aptovial/shared';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { createdBetween, REPORT_CAP } from '../lists';
import type { Heads } from '../users/heads';
import { type CertificateFilters, expeditionBetween } from './filters';
import { type CertificatesActor, isVisible } from './policy';
import type { CertificatesRepo } from './repo';
import { toCertificate } from './rows';

type ListQuery = z.output<typeof listCertificatesQuerySchema>;
type ReportQuery = z.output<typeof certificateReportQuerySchema>;
type CountQuery = z.output<typeof countCertificatesQuerySchema>;
type DniQuery = z.output<typeof searchDniQuerySchema>;
type LotQuery = z.output<typeof lotCertificatesQuerySchema>;
type Deps = { repo: CertificatesRepo; heads: Heads; clock: () => Date };

/**
 * The certificates the actor sees at all (every state for Admin and INTT; road medicine its own
 * channel, a vialDirector only their own number's).
 */
function visibleTo(actor: CertificatesActor): CertificateFilters {
  if (actor.channel === 'medicVial') {
    return {
      channel: 'medicVial',
      ...(actor.ownIssuer === null ? {} : { schoolNumberId: actor.ownIssuer }),
    };
  }
  return actor.visibleState === undefined ? {} : { visibleState: actor.visibleState };
}

/** allCertificates=false: the certificates the signed-in doctor issued (their college number). */
function issuedByActor(actor: CertificatesActor, all: boolean | undefined): CertificateFilters {
  if (all !== false) return {};
  if (actor.schoolNumberId === null) {
    throw new AppError('VALIDATION_ERROR', 'Su cuenta no emite certificados.', [
      { field: 'allCertificates', message: 'Su cuenta no tiene un número de colegio' },
    ]);
  }
  return { schoolNumberId: actor.schoolNumberId };
}

function filtersOf(actor: CertificatesActor, query: ReportQuery): CertificateFilters {
  const { date_range, allCertificates, paramCert, doctorDni, doctorNationality, ...asked } = query;
  return {
    ...asked,
    ...(paramCert === undefined ? {} : { text: paramCert }),
    ...(doctorDni === undefined
      ? {}
      : { doctor: { dni: doctorDni, nationality: doctorNationality ?? 'V' } }),
    ...issuedByActor(actor, allCertificates),
    ...visibleTo(actor),
    ...expeditionBetween(date_range),
  };
}

/** Reading certificates: searches, the reports, the totals, the INTT list and the public check. */
export function createCertificatesDirectory({ repo, heads, clock }: Deps) {
  const report = async (filters: CertificateFilters) =>
    (await repo.all(filters, REPORT_CAP)).map(toCertificate);

  return {
    /** One certificate the actor sees (404 NOT_FOUND otherwise), e.g. for its PDF. */
    async one(actor: CertificatesActor, id: number): Promise<Certificate> {
      const row = await repo.find(id);
      if (!row || !isVisible(actor, row.certificate)) {
        throw new AppError('NOT_FOUND', 'El certificado no existe.');
      }
      return toCertificate(row);
    },

    search: async (actor: CertificatesActor, serial: number) => ({
      data: await report({ ...visibleTo(actor), serial }),
    }),

    /** The holder's certificates. */
    searchDni: async (actor: CertificatesActor, { dni, nationality }: DniQuery) => ({
      data: await report({ ...visibleTo(actor), dni, nationality }),
    }),

    /** The certificates issued by the doctor (register) with this dni and nationality. */
    searchDniCert: async (actor: CertificatesActor, doctor: DniQuery) => ({
      data: await report({ ...visibleTo(actor), doctor }),
    }),

    /** Every match up to REPORT_CAP, plus the President of the state reported (SPEC.md section 3). */
    async report(actor: CertificatesActor, query: ReportQuery) {
      const filters = filtersOf(actor, query);
      const state = query.state ?? actor.visibleState ?? undefined;
      const [data, president] = await Promise.all([
        report(filters),
        state === undefined ? null : heads.presidentOf('medic', state),
      ]);
      return { data, president };
    },

    async counts(actor: CertificatesActor, query: CountQuery) {
      return { data: await repo.counts(filtersOf(actor, query)) };
    },

    async list(actor: CertificatesActor, query: ListQuery) {
      const { limit, page, order_by, order_direction, ...filters } = query;
      const { rows, total, totalCapped } = await repo.page(
        filtersOf(actor, filters),
        { column: order_by, direction: order_direction },
        limit,
        (page - 1) * limit,
      );
      // totalCapped: a name search counted up to its cap, `total` is then "more than" (0033).
      return {
        data: rows.map(toCertificate),
        total,
        page,
        limit,
        ...(totalCapped && { totalCapped }),
      };
    },

    /** A page of one lot's certificates (the lots module has said the caller may see the lot). */
    async ofLot(query: LotQuery) {
      const { id, limit, page, order_by, order_direction, date_range } = query;
      const { rows, total } = await repo.ofLot(
        id,
        createdBetween(date_range),
        { column: order_by, direction: order_direction },
        { limit, offset: (page - 1) * limit },
      );
      return { data: rows.map(toCertificate), total, page, limit };
    },

    /** The public verification: the live status and what a roadside check needs, no reason. */
    async verify(serial: number): Promise<PublicCertificate> {
      const row = await repo.publicBySerial(serial);
      if (!row)
        throw new AppError('NOT_FOUND', `No existe un certificado con el serial ${serial}.`);
      const expired = row.dueDate < todayInCaracas(clock());
      // In the schema's order: searchFree answers it as built, not re-ordered by zod.
      return {
        serial: row.serial,
        names: row.names,
        lastNames: row.lastNames,
        maskedDni: maskDni(row.nationality, row.dni),
        grade: row.grade,
        typeCertifields: row.type,
        rules: row.rules,
        glasses: row.glasses,
        expeditionDate: row.expeditionDate,
        dueDate: row.dueDate,
        doctor: row.nameDoctor,
        licenseNumber: row.licenseNumber,
        state: row.state,
        status: !row.status ? 'disabled' : expired ? 'expired' : 'valid',
        version: row.version,
      };
    },
  };
}
export type CertificatesDirectory = ReturnType<typeof createCertificatesDirectory>;
