import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, sessions, users } from './auth';
import { licenceGrades, states } from './reference';
import { schoolNumbers } from './registers';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A person's WebAuthn credential (decision 0034): several per person, named and removable. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_uq').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/** A WebAuthn ceremony's challenge: bound to the session that asked, used once, short-lived. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    sessionId: ref('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('webauthn_challenges_session_idx').on(t.sessionId, t.purpose)],
);

/**
 * A doctor found a driver unfit ("No apto", decision 0036). The reason is private: never on the
 * public verification, read only by the fraud report's readers.
 */
export const unfitFindings = pgTable(
  'unfit_findings',
  {
    id: id(),
    dni: text('dni').notNull(),
    nationality: text('nationality', { enum: ['V', 'E'] }).notNull(),
    grade: text('grade')
      .notNull()
      .references(() => licenceGrades.code),
    reason: text('reason').notNull(),
    /** Where it was found: the doctor's account's state. */
    state: text('state')
      .notNull()
      .references(() => states.code),
    channel: text('channel', { enum: ['colegio', 'medicVial'] }).notNull(),
    schoolNumberId: ref('school_number_id').references(() => schoolNumbers.id),
    createdBy: ref('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('unfit_findings_driver_idx').on(t.dni, t.nationality, t.grade, t.createdAt),
    index('unfit_findings_state_idx').on(t.state, t.createdAt),
  ],
);

/**
 * A fraud signal found by the database (decision 0035): one row per kind, doctor and window, so a
 * signal found again is not new and is not e-mailed twice.
 */
export const fraudSignals = pgTable(
  'fraud_signals',
  {
    id: id(),
    kind: text('kind').notNull(),
    state: text('state')
      .notNull()
      .references(() => states.code),
    schoolNumberId: ref('school_number_id').references(() => schoolNumbers.id),
    /** The doctor's name as printed, kept so the report needs no join to read it. */
    doctorName: text('doctor_name').notNull(),
    /** The window the signal covers (an hour, a night, a month...), as a stable key. */
    windowKey: text('window_key').notNull(),
    /** The certificates that show it. */
    certificateIds: bigint('certificate_ids', { mode: 'number' }).array().notNull(),
    /** Kind-specific figures (count, usual rate, share...). */
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
    detectedAt: at('detected_at').notNull().defaultNow(),
    notifiedAt: at('notified_at'),
  },
  (t) => [
    uniqueIndex('fraud_signals_uq').on(t.kind, t.schoolNumberId, t.windowKey),
    // The report's pages, newest first: by state, by kind, or every signal (national readers).
    index('fraud_signals_state_idx').on(t.state, t.detectedAt, t.id),
    index('fraud_signals_kind_idx').on(t.kind, t.detectedAt, t.id),
    index('fraud_signals_detected_idx').on(t.detectedAt, t.id),
  ],
);

/** The fraud signals' thresholds: settings an Admin changes (whole numbers, see fraud module). */
export const fraudThresholds = pgTable('fraud_thresholds', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
  updatedBy: ref('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
