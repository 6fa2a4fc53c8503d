import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Reference catalogue (docs/architecture.md), seeded by migration from packages/shared's
 * catalogues. Keys are natural codes (ISO 3166-2, INE numbers, bank codes) because other systems
 * use them.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const states = pgTable('states', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  ineNumber: smallint('ine_number').notNull().unique(),
  capital: text('capital').notNull(),
  createdAt: createdAt(),
});

export const municipalities = pgTable(
  'municipalities',
  {
    id: integer('id').primaryKey(),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.code),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('municipalities_state_code_idx').on(table.stateCode)],
);

/** Small code/name lists; `sortOrder` keeps the order people expect in selects. */
const codeNameTable = (name: string) =>
  pgTable(name, {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    sortOrder: smallint('sort_order').notNull(),
    createdAt: createdAt(),
  });

export const roles = codeNameTable('roles');
export const nationalities = codeNameTable('nationalities');
export const bloodTypes = codeNameTable('blood_types');
export const certificateRules = codeNameTable('certificate_rules');
export const licenceGrades = codeNameTable('licence_grades');
export const academicDegrees = codeNameTable('academic_degrees');

export const certificateTypes = pgTable('certificate_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  special: boolean('special').notNull().default(false),
  sortOrder: smallint('sort_order').notNull(),
  createdAt: createdAt(),
});

/** Medical and nursing specialties share one table; `kind` tells which register uses them. */
export const specialties = pgTable('specialties', {
  name: text('name').primaryKey(),
  kind: text('kind', { enum: ['medic', 'nurse'] }).notNull(),
  sortOrder: smallint('sort_order').notNull(),
  createdAt: createdAt(),
});

export const banks = pgTable('banks', {
  code: smallint('code').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});
