import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { roles, states } from './reference';

const citext = customType<{ data: string }>({ dataType: () => 'citext' });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();

/** A person who can sign in; their roles live in `accounts`. */
export const users = pgTable('users', {
  id: id(),
  email: citext('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  dni: text('dni').notNull(),
  nationality: text('nationality').notNull().default('V'),
  names: text('names').notNull(),
  lastNames: text('last_names').notNull(),
  gender: text('gender', { enum: ['M', 'F'] }),
  phone1: text('phone1'),
  phone2: text('phone2'),
  image: text('image'),
  emailVerifiedAt: at('email_verified_at'),
  lastSeen: at('last_seen'),
  /** Failed sign-ins of the current run (decision 0049): the owner is told once per run. */
  failedLogins: integer('failed_logins').notNull().default(0),
  lastFailedLoginAt: at('last_failed_login_at'),
  createdBy: ref('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Name of the partial unique index behind "one active President / ManagingDirector per state". */
export const ONE_ACTIVE_HEAD_PER_STATE = 'accounts_one_active_head_per_state_uq';

/** Name of the partial unique index behind "one road-medicine credential per college number". */
export const ONE_CREDENTIAL_PER_NUMBER = 'accounts_one_vial_credential_per_number_uq';

/** A user's role in a module; a session is bound to one account. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: text('module', { enum: ['medic', 'nurse', 'INTT', 'medicVial'] }).notNull(),
    role: text('role')
      .notNull()
      .references(() => roles.code),
    state: text('state').references(() => states.code),
    sectional: text('sectional'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    schoolNumberId: ref('school_number_id'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_user_module_role_uq').on(t.userId, t.module, t.role),
    index('accounts_module_role_state_idx').on(t.module, t.role, t.state),
    // docs/product/rules.md: one active President (per college) and one active ManagingDirector
    // (INTT) per state; the database refuses the second even when two requests race.
    uniqueIndex(ONE_ACTIVE_HEAD_PER_STATE)
      .on(t.module, t.state)
      .where(sql`${t.role} in ('President', 'ManagingDirector') and ${t.status} = 'active'`),
    // Decision 0018: one road-medicine credential per college number, also when two create at once.
    uniqueIndex(ONE_CREDENTIAL_PER_NUMBER)
      .on(t.schoolNumberId)
      .where(sql`${t.module} = 'medicVial'`),
  ],
);

/** Opaque session tokens, stored as SHA-256; `verifiedAt` is set once terms and code are done. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    verifiedAt: at('verified_at'),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** One-time codes (login and recovery), stored as HMAC; limited tries and lifetime. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['login', 'recovery'] }).notNull(),
    /** The session a login code was mailed for: only it may use the code (decision 0050). */
    sessionId: ref('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    index('otp_codes_session_idx').on(t.sessionId),
  ],
);

/** Proof that a recovery code was verified: a one-time token for change-password-logout. */
export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: ref('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** Terms of use per module, versioned; a new version must be accepted again. */
export const terms = pgTable(
  'terms',
  {
    id: id(),
    module: text('module', { enum: ['colegio', 'INTT', 'medicVial'] }).notNull(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('terms_module_version_uq').on(t.module, t.version)],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsId: ref('terms_id')
      .notNull()
      .references(() => terms.id),
    ip: text('ip'),
    acceptedAt: at('accepted_at').notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.termsId] })],
);
