import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './auth';
import { academicDegrees, specialties, states } from './reference';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const codes = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
const createdBy = () =>
  bigint('created_by', { mode: 'number' }).references(() => accounts.id, { onDelete: 'set null' });

/** Names of the constraints the service turns into field errors. */
export const REGISTER_DNI_UNIQUE = 'registers_nationality_dni_uq';
export const SCHOOL_NUMBER_UNIQUE = 'school_numbers_state_number_uq';
export const LICENSE_NUMBER_UNIQUE = 'school_numbers_license_number_uq';

/**
 * A medic or nurse of a college (docs/product/entities.md, Register); a dni is unique per
 * nationality.
 */
export const registers = pgTable(
  'registers',
  {
    id: id(),
    dni: text('dni').notNull(),
    nationality: text('nationality', { enum: ['V', 'E'] }).notNull(),
    names: text('names').notNull(),
    lastNames: text('last_names').notNull(),
    gender: text('gender', { enum: ['M', 'F'] }).notNull(),
    phone: text('phone'),
    dateBirth: day('date_birth'),
    specialty: text('specialty')
      .notNull()
      .references(() => specialties.name),
    healthNumber: text('health_number'),
    type: text('type', { enum: ['medic', 'nurse'] }).notNull(),
    academicDegree: text('academic_degree').references(() => academicDegrees.code),
    /** The states of its college numbers, kept by a trigger on school_numbers (migration 0011). */
    states: codes('states'),
    /** The states of its road-medicine numbers, kept by the same trigger. */
    vialStates: codes('vial_states'),
    createdBy: createdBy(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(REGISTER_DNI_UNIQUE).on(t.nationality, t.dni),
    // One index per sortable column of the list (then id), so a page is read in order, not sorted.
    // The type and the states ride along: a page of one state's registers is then read from the
    // index alone, skipping the other states' entries without visiting the table (decision 0009).
    index('registers_created_idx').on(t.createdAt, t.id, t.type, t.states, t.vialStates),
    index('registers_names_idx').on(t.names, t.id, t.type, t.states, t.vialStates),
    index('registers_last_names_idx').on(t.lastNames, t.id, t.type, t.states, t.vialStates),
    index('registers_dni_idx').on(t.dni, t.id),
    index('registers_specialty_idx').on(t.specialty, t.id, t.type, t.states, t.vialStates),
    index('registers_type_created_idx').on(t.type, t.createdAt, t.id, t.states, t.vialStates),
    // The public doctor check's name search (migration 0054, decision 0084): medics' names folded
    // as FOLDED_ACCENTS folds them; modules/registers/doctor-check-repo.ts spells the same.
    index('registers_medic_name_search_trgm_idx')
      .using(
        'gin',
        sql`(translate(lower(${t.names} || ' ' || ${t.lastNames}), 'ÁÉÍÓÚÜÑáéíóúüñ', 'aeiouunaeiouun')) gin_trgm_ops`,
      )
      .where(sql`${t.type} = 'medic'`),
    // docs/product/rules.md: a nurse has an academic degree, a medic never does.
    check(
      'registers_academic_degree_ck',
      sql`(${t.type} = 'nurse') = (${t.academicDegree} is not null)`,
    ),
  ],
);

/** A register's college number in one state, its solvency and what it may certify. */
export const schoolNumbers = pgTable(
  'school_numbers',
  {
    id: id(),
    registerId: bigint('register_id', { mode: 'number' })
      .notNull()
      .references(() => registers.id, { onDelete: 'cascade' }),
    state: text('state')
      .notNull()
      .references(() => states.code),
    schoolNumber: text('school_number').notNull(),
    registerDate: day('register_date').notNull(),
    currentSolvency: day('current_solvency').notNull(),
    medicVial: boolean('medic_vial').notNull().default(false),
    licenseNumber: text('license_number'),
    typeCertificates: codes('type_certificates'),
    grades: codes('grades'),
    specialGrades: codes('special_grades'),
    createdBy: createdBy(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(SCHOOL_NUMBER_UNIQUE).on(t.state, t.schoolNumber),
    uniqueIndex(LICENSE_NUMBER_UNIQUE)
      .on(t.licenseNumber)
      .where(sql`${t.licenseNumber} is not null`),
    index('school_numbers_register_idx').on(t.registerId),
    // A college number searched without its state (the public doctor check, migration 0054).
    index('school_numbers_school_number_idx').on(t.schoolNumber),
    index('school_numbers_state_register_idx').on(t.state, t.registerId),
    index('school_numbers_medic_vial_idx').on(t.state, t.registerId).where(sql`${t.medicVial}`),
    // A road-medicine enabled medic always has the licence number printed on certificates.
    check('school_numbers_license_ck', sql`not ${t.medicVial} or ${t.licenseNumber} is not null`),
  ],
);

/**
 * How many registers of a type have a college number in `state` (a road-medicine one when
 * `roadMedicine`); state '' counts them whatever their states. Kept by a trigger on registers
 * (migration 0012), so a list's total is read from a few rows instead of counted over up to
 * 100,000 registers.
 */
export const registerCounts = pgTable(
  'register_counts',
  {
    type: text('type', { enum: ['medic', 'nurse'] }).notNull(),
    state: text('state').notNull(),
    roadMedicine: boolean('road_medicine').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.state, t.roadMedicine] })],
);
