import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './auth';
import { operatives } from './operatives';
import { bloodTypes, certificateTypes, licenceGrades, states } from './reference';
import { schoolNumbers } from './registers';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const byAccount = (name: string) =>
  ref(name).references(() => accounts.id, { onDelete: 'set null' });

/**
 * paramCert's names search (decision 0041) compares folded text: lower case, and the Spanish
 * accented letters of names (NAME_LETTERS) without their accents, on both sides: PostgreSQL folds
 * the stored names into `holder_search`, `foldForSearch` (certificates/list/filters.ts) the typed text.
 * Upper case ones are listed too: in the C locale (PGlite) lower() only lowers A-Z.
 */
export const FOLDED_ACCENTS = { from: 'ÁÉÍÓÚÜÑáéíóúüñ', to: 'aeiouunaeiouun' } as const;

/**
 * The first day of a date's month (a timestamp): the second column of
 * certificates_vial_state_month_idx. A query must write it the same way for PostgreSQL to use it.
 */
export const expeditionMonthOf = (column: AnyPgColumn) =>
  sql`date_trunc('month', ${column}::timestamp)`;

/** Names of the constraints the services turn into Spanish errors. */
export const LOT_NO_OVERLAP = 'certificate_lots_no_overlap';
export const CERTIFICATE_SERIAL_UNIQUE = 'certificates_serial_uq';
export const CERTIFICATE_PAYMENT_UNIQUE = 'certificates_payment_uq';

/**
 * A lot of pre-numbered serials for one state. Two lots never overlap: the migration adds an
 * exclusion constraint on `int8range(initial_number, final_number, '[]')` (LOT_NO_OVERLAP), which
 * Drizzle cannot declare.
 */
export const certificateLots = pgTable(
  'certificate_lots',
  {
    id: id(),
    state: text('state')
      .notNull()
      .references(() => states.code),
    initialNumber: bigint('initial_number', { mode: 'number' }).notNull(),
    finalNumber: bigint('final_number', { mode: 'number' }).notNull(),
    numberTP: text('number_tp').notNull(),
    createdBy: byAccount('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'certificate_lots_range_ck',
      sql`${t.initialNumber} >= 1 and ${t.initialNumber} <= ${t.finalNumber}`,
    ),
    index('certificate_lots_initial_idx').on(t.initialNumber),
    index('certificate_lots_state_idx').on(t.state, t.initialNumber),
  ],
);

/** A medical fitness certificate printed on one serial of a lot (docs/product/entities.md). */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    serial: bigint('serial', { mode: 'number' }).notNull(),
    lotId: ref('lot_id')
      .notNull()
      .references(() => certificateLots.id),
    /** The lot's state: where the certificate was issued. */
    state: text('state')
      .notNull()
      .references(() => states.code),
    sectional: text('sectional'),
    place: text('place').notNull(),
    expeditionDate: day('expedition_date').notNull(),
    dueDate: day('due_date').notNull(),
    dni: text('dni').notNull(),
    nationality: text('nationality', { enum: ['V', 'E'] }).notNull(),
    names: text('names').notNull(),
    lastNames: text('last_names').notNull(),
    /** The holder's names and last names, folded for the names search (FOLDED_ACCENTS). */
    holderSearch: text('holder_search')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `translate(lower(names || ' ' || last_names), '${FOLDED_ACCENTS.from}', '${FOLDED_ACCENTS.to}')`,
        ),
      ),
    birthDate: day('birth_date').notNull(),
    stateOrigin: text('state_origin').references(() => states.code),
    occupation: text('occupation'),
    grade: text('grade')
      .notNull()
      .references(() => licenceGrades.code),
    type: text('type')
      .notNull()
      .references(() => certificateTypes.code),
    typeSpecial: text('type_special'),
    observations: text('observations'),
    rules: text('rules').array().notNull().default(sql`'{}'::text[]`),
    /** true, false or null (unknown). */
    glasses: boolean('glasses'),
    bloodType: text('blood_type').references(() => bloodTypes.code),
    /** The issuing medic's college number; its doctor's name and dni are kept as printed. */
    schoolNumberId: ref('school_number_id')
      .notNull()
      .references(() => schoolNumbers.id),
    nameDoctor: text('name_doctor').notNull(),
    dniDoctor: text('dni_doctor').notNull(),
    updatedBySchoolNumberId: ref('updated_by_school_number_id').references(() => schoolNumbers.id),
    status: boolean('status').notNull().default(true),
    /**
     * Who issued it: the medic college's accounts ('colegio') or a road-medicine doctor
     * ('medicVial', decision 0019). The college and INTT see both; road medicine its own.
     */
    channel: text('channel', { enum: ['colegio', 'medicVial'] })
      .notNull()
      .default('colegio'),
    /** 1 when issued, one more on every edit: an older printout's QR then shows it is outdated. */
    version: integer('version').notNull().default(1),
    /** Why it was disabled; private, never shown by the public verification. */
    reason: text('reason'),
    paymentId: ref('payment_id'),
    /** The field operative it was issued at (decision 0025). */
    operativeId: ref('operative_id').references(() => operatives.id),
    preRegistrationId: ref('pre_registration_id'),
    /** Why it serves a request never paid, and the doctor's note (decision 0065); null: paid. */
    unpaidReason: text('unpaid_reason', { enum: ['exonerated', 'cashApart', 'other'] }),
    unpaidNote: text('unpaid_note'),
    /**
     * When it was brought from the system AptoVial replaced (decision 0080); null: issued here.
     * Never signed: its printout has no QR, and it verifies by serial alone.
     */
    importedAt: at('imported_at'),
    createdBy: byAccount('created_by'),
    updatedBy: byAccount('updated_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(CERTIFICATE_SERIAL_UNIQUE).on(t.serial),
    // A payment pays one certificate (paymentc2p_ID).
    uniqueIndex(CERTIFICATE_PAYMENT_UNIQUE).on(t.paymentId).where(sql`${t.paymentId} is not null`),
    index('certificates_dni_idx').on(t.dni, t.nationality),
    // paramCert's "part of the holder's names" (LIKE '%folded text%'): a trigram index, so a
    // search that reads every match (an export) reads those rows, not the whole table.
    index('certificates_holder_search_trgm_idx').using('gin', t.holderSearch.op('gin_trgm_ops')),
    // This and certificates_state_created_idx also INCLUDE (holder_search), so a name search's
    // walk is an index-only scan (migrations 0030, 0033); Drizzle cannot declare INCLUDE.
    index('certificates_created_idx').on(t.createdAt, t.id),
    index('certificates_operative_idx')
      .on(t.operativeId, t.createdAt)
      .where(sql`${t.operativeId} is not null`),
    index('certificates_state_created_idx').on(t.state, t.createdAt, t.id),
    index('certificates_state_expedition_idx').on(t.state, t.expeditionDate, t.id),
    index('certificates_expedition_idx').on(t.expeditionDate, t.id),
    index('certificates_lot_idx').on(t.lotId, t.serial),
    // The names, last names and due date orders (migration 0035): each also INCLUDEs (state,
    // channel), so a page of one state or channel is walked in the index alone from the bucket
    // its seek starts at (decision 0046); Drizzle cannot declare INCLUDE.
    index('certificates_names_idx').on(t.names, t.id),
    index('certificates_last_names_idx').on(t.lastNames, t.id),
    // Also INCLUDEs (status, school_number_id) (migration 0053): "por vencer en 30 días" is
    // counted for everyone, a state or a doctor in the index alone (decision 0087).
    index('certificates_due_idx').on(t.dueDate, t.id),
    // The offline verifier's list of disabled serials (decision 0037): whole, and as a delta of
    // what changed since a phone's last visit.
    index('certificates_disabled_serial_idx').on(t.serial).where(sql`${t.status} = false`),
    index('certificates_updated_idx').on(t.updatedAt),
    // The offline verifier's corrected serials and their versions (decision 0052), whole, read
    // in the index alone.
    index('certificates_corrected_serial_idx').on(t.serial, t.version).where(sql`${t.version} > 1`),
    index('certificates_school_number_idx').on(t.schoolNumberId, t.createdAt),
    // Road medicine's lists, newest first: the Admin's (every road-medicine certificate, or one
    // state's) and a doctor's own. The expedition date rides at the end, so a date_range is
    // filtered in the index alone instead of in the table (decision 0019).
    index('certificates_vial_created_idx')
      .on(t.createdAt, t.id, t.expeditionDate)
      .where(sql`${t.channel} = 'medicVial'`),
    index('certificates_vial_issuer_idx')
      .on(t.schoolNumberId, t.createdAt, t.id, t.expeditionDate)
      .where(sql`${t.channel} = 'medicVial'`),
    index('certificates_vial_state_created_idx')
      .on(t.state, t.createdAt, t.id, t.expeditionDate)
      .where(sql`${t.channel} = 'medicVial'`),
    // One state's road-medicine certificates within expedition dates, newest first: each month
    // of the range is one walk of this index (month-pages.ts), instead of a walk through every
    // newer certificate of the state (a past year's list skipped the current one; decision 0054).
    index('certificates_vial_state_month_idx')
      .on(t.state, expeditionMonthOf(t.expeditionDate), t.createdAt, t.id, t.expeditionDate)
      .where(sql`${t.channel} = 'medicVial'`),
    check('certificates_channel_ck', sql`${t.channel} in ('colegio', 'medicVial')`),
    check('certificates_dates_ck', sql`${t.dueDate} > ${t.expeditionDate}`),
    // Migration 0045: the closed list of reasons; a note only with a reason, always with 'other'.
    check(
      'certificates_unpaid_reason_ck',
      sql`(${t.unpaidReason} is null or ${t.unpaidReason} in ('exonerated', 'cashApart', 'other')) and (${t.unpaidNote} is null or ${t.unpaidReason} is not null) and (${t.unpaidReason} <> 'other' or ${t.unpaidNote} is not null)`,
    ),
    // docs/product/entities.md: 'Especial' carries its kind, rules and observations; others none.
    check(
      'certificates_special_ck',
      sql`(${t.type} = 'Especial') = (${t.typeSpecial} is not null and ${t.observations} is not null and cardinality(${t.rules}) > 0)`,
    ),
  ],
);

/** Every disable and re-enable of a certificate, with its reason and who did it. */
export const certificateStatusChanges = pgTable(
  'certificate_status_changes',
  {
    id: id(),
    certificateId: ref('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    status: boolean('status').notNull(),
    reason: text('reason').notNull(),
    accountId: byAccount('account_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('certificate_status_changes_certificate_idx').on(t.certificateId, t.createdAt)],
);

/**
 * How many certificates each lot holds, kept by a trigger on `certificates` (migration 0017): a
 * lot's used and free serials without counting its certificates, which a busy state's lot makes
 * slow (decision 0055).
 */
export const certificateLotCounts = pgTable('certificate_lot_counts', {
  lotId: ref('lot_id').primaryKey(),
  used: integer('used').notNull().default(0),
});
