import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { certificateTypes, municipalities, states } from './reference';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member of the public's request for a certificate (SPEC.md section 3, Pre-registration).
 * `certificateId` is set once, when a doctor issues the certificate from it (served); an open
 * request is one without it, and one open request per person and certificate type is kept.
 */
export const preRegistrations = pgTable(
  'pre_registrations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dni: text('dni').notNull(),
    nationality: text('nationality', { enum: ['V', 'E'] }).notNull(),
    names: text('names').notNull(),
    lastNames: text('last_names').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    dateBirth: date('date_birth', { mode: 'string' }).notNull(),
    state: text('state')
      .notNull()
      .references(() => states.code),
    municipality: integer('municipality')
      .notNull()
      .references(() => municipalities.id),
    grades: text('grades').array().notNull(),
    type: text('type')
      .notNull()
      .references(() => certificateTypes.code),
    /** The certificate issued from this request (served); a request is served once. */
    certificateId: bigint('certificate_id', { mode: 'number' }),
    servedAt: at('served_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pre_registrations_open_uq')
      .on(t.nationality, t.dni, t.type)
      .where(sql`${t.certificateId} is null`),
    uniqueIndex('pre_registrations_certificate_uq').on(t.certificateId),
    index('pre_registrations_created_idx').on(t.createdAt, t.id),
    index('pre_registrations_state_created_idx').on(t.state, t.municipality, t.createdAt, t.id),
    index('pre_registrations_dni_idx').on(t.dni),
    index('pre_registrations_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * ALTCHA solutions already accepted: a solution is good once (a replay is refused). Rows are
 * kept until the challenge expires, then deleted.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    /** SHA-256 of the challenge's signature, hex. */
    signatureHash: text('signature_hash').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
);

/** Names of the constraints the services turn into answers. */
export const PRE_REGISTRATION_OPEN_UNIQUE = 'pre_registrations_open_uq';
export const PRE_REGISTRATION_CERTIFICATE_UNIQUE = 'pre_registrations_certificate_uq';
