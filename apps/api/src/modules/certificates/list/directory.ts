import {
  type Certificate,
  type certificateExportQuerySchema,
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
import { AppError } from '../../../errors';
import { cursorCheckOf, decodeCursor, encodeCursor } from '../../../lists/list-cursor';
import { createdBetween, REPORT_CAP } from '../../../lists/lists';
import type { Heads } from '../../users/heads';
import type { DueSoonCounts } from '../due-soon';
import { type CertificatesActor, isVisible } from '../policy';
import type { CertificatesRepo } from '../repo';
import { toCertificate } from '../rows';
import { type CertificateFilters, type CertificateOrder, expeditionBetween } from './filters';
import { validKeyOf } from './keyset';

type ListQuery = z.output<typeof listCertificatesQuerySchema>;
type ReportQuery = z.output<typeof certificateReportQuerySchema>;
type ExportQuery = z.output<typeof certificateExportQuerySchema>;
type CountQuery = z.output<typeof countCertificatesQuerySchema>;
type DniQuery = z.output<typeof searchDniQuerySchema>;
type LotQuery = z.output<typeof lotCertificatesQuerySchema>;
type Deps = {
  repo: CertificatesRepo;
  heads: Heads;
  clock: () => Date;
  /** "Por vencer en 30 días" by state (decision 0087), for the totals. */
  dueSoon?: DueSoonCounts;
};

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

/** What a cursor of a certificate list belongs to: its filters (visibility included) and order. */
const scopeOf = (filters: CertificateFilters, order: CertificateOrder) => ({
  check: cursorCheckOf('certificates', filters),
  order: order.column,
  direction: order.direction,
});

/** The state "por vencer" counts: the one asked, within what the actor sees; null: none. */
function dueSoonStateOf(actor: CertificatesActor, asked: string | undefined) {
  const { visibleState } = actor;
  if (visibleState === undefined) return asked;
  if (visibleState === null || (asked !== undefined && asked !== visibleState)) return null;
  return visibleState;
}

/** The order of the reports and exports: newest first. */
const REPORT_ORDER: CertificateOrder = { column: 'createdAt', direction: 'desc' };

/** Reading certificates: searches, the reports, the totals, the INTT list and the public check. */
export function createCertificatesDirectory({ repo, heads, clock, dueSoon }: Deps) {
  /**
   * Up to `limit` certificates after the cursor `after` (from the first when absent) and the
   * cursor of the next ones when more follow (decision 0054).
   */
  async function readAfter(
    filters: CertificateFilters,
    order: CertificateOrder,
    after: string | undefined,
    limit: number,
  ) {
    const scope = scopeOf(filters, order);
    const from =
      after === undefined ? undefined : decodeCursor(after, scope, validKeyOf(order.column));
    const { rows, last } = await repo.after(filters, order, from, limit);
    return {
      data: rows.map(toCertificate),
      ...(last === undefined ? {} : { next: encodeCursor(scope, last) }),
    };
  }

  const report = async (filters: CertificateFilters, after?: string) =>
    readAfter(filters, REPORT_ORDER, after, REPORT_CAP);

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
      data: (await report({ ...visibleTo(actor), serial })).data,
    }),

    /** The holder's certificates. */
    searchDni: async (actor: CertificatesActor, { dni, nationality }: DniQuery) => ({
      data: (await report({ ...visibleTo(actor), dni, nationality })).data,
    }),

    /** The certificates issued by the doctor (register) with this dni and nationality. */
    searchDniCert: async (actor: CertificatesActor, doctor: DniQuery) => ({
      data: (await report({ ...visibleTo(actor), doctor })).data,
    }),

    /**
     * Every match up to REPORT_CAP (newest first, after the cursor `after` if given, with the
     * cursor of the next ones), plus the President of the state reported.
     */
    async report(actor: CertificatesActor, query: ExportQuery) {
      const { after, ...asked } = query;
      const filters = filtersOf(actor, asked);
      const state = query.state ?? actor.visibleState ?? undefined;
      const [read, president] = await Promise.all([
        report(filters, after),
        state === undefined ? null : heads.presidentOf('medic', state),
      ]);
      return { ...read, president };
    },

    async counts(actor: CertificatesActor, query: CountQuery) {
      const state = dueSoonStateOf(actor, query.state);
      const [counts, dueSoonByState] = await Promise.all([
        repo.counts(filtersOf(actor, query)),
        dueSoon && state !== null ? dueSoon(state === undefined ? {} : { state }) : [],
      ]);
      return { data: { ...counts, ...(dueSoon ? { dueSoonByState } : {}) } };
    },

    async list(actor: CertificatesActor, query: ListQuery) {
      const { limit, page, order_by, order_direction, after, ...asked } = query;
      const filters = filtersOf(actor, asked);
      const order = { column: order_by, direction: order_direction };
      if (after !== undefined) {
        if (page !== 1) {
          throw new AppError('VALIDATION_ERROR', 'Use `after` o `page`, no ambos.', [
            { field: 'page', message: 'Con `after` la página no se indica' },
          ]);
        }
        const [read, total] = await Promise.all([
          readAfter(filters, order, after, limit),
          repo.total(filters),
        ]);
        return { ...read, total, page, limit };
      }
      const { rows, total, totalCapped } = await repo.page(
        filters,
        order,
        limit,
        (page - 1) * limit,
      );
      // totalCapped: a name search counted up to its cap, `total` is then "more than" (0033).
      // A full first page carries the cursor of the rows after it: a machine client reading the
      // whole list starts here and follows `next` (decision 0054).
      const last = page === 1 && rows.length === limit ? rows.at(-1) : undefined;
      const position = last && (await repo.positionOf(order, last.certificate.id));
      return {
        data: rows.map(toCertificate),
        total,
        page,
        limit,
        ...(totalCapped && { totalCapped }),
        ...(position && { next: encodeCursor(scopeOf(filters, order), position) }),
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
        // Only when true: a certificate issued here answers as it always did (decision 0080).
        ...(row.imported ? { imported: true } : {}),
      };
    },

    /**
     * Whether the certificate on `serial` came from the system AptoVial replaced (decision 0080):
     * never signed, so its printout carries no QR.
     */
    async isImported(serial: number): Promise<boolean> {
      return (await repo.publicBySerial(serial))?.imported === true;
    },
  };
}
export type CertificatesDirectory = ReturnType<typeof createCertificatesDirectory>;
