import { eq } from 'drizzle-orm';
import { accounts, auditEvents, registers, schoolNumbers, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, signIn } from '../../test/auth';
import { DEMO_PASSWORD } from '../../test/demo';
import { countRows } from '../../test/rows';
import { NOW } from '../certificates/testing';

export const PREFIX = '/api/credentialMedic';
let serial = 0;

/**
 * A medic with one college number (enabled for road medicine and solvent, unless `number` says
 * otherwise), written straight to the tables: these tests are about credentials, not registers.
 */
export async function newMedic(
  t: TestApp,
  number: Partial<typeof schoolNumbers.$inferInsert> = {},
) {
  serial += 1;
  const dni = String(40_000_000 + serial);
  const [register] = await t.database.db
    .insert(registers)
    .values({
      dni,
      nationality: 'V',
      names: 'Mariana',
      lastNames: 'Pérez Añez',
      gender: 'F',
      phone: '0414-1234567',
      specialty: 'Medicina General',
      type: 'medic',
    })
    .returning({ id: registers.id });
  if (!register) throw new Error('register not inserted');
  const [row] = await t.database.db
    .insert(schoolNumbers)
    .values({
      registerId: register.id,
      state: 'VE-A',
      schoolNumber: String(70_000 + serial),
      registerDate: '2012-01-10',
      currentSolvency: '2099-12-31',
      medicVial: true,
      licenseNumber: `MV-T${serial}`,
      ...number,
    })
    .returning({ id: schoolNumbers.id });
  if (!row) throw new Error('school number not inserted');
  return {
    schoolNumberId: row.id,
    dni,
    email: `medico.vial.${serial}.${Date.now()}@aptovial.test`,
  };
}

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };

/** Calls a credential route with a token. */
export function callerOf(t: () => TestApp) {
  return (token: string, call: Call) =>
    t().app.inject({
      method: call.method,
      url: `${PREFIX}${call.url}`,
      headers: bearer(token),
      ...(call.payload ? { payload: call.payload } : {}),
    });
}

/** Rows of accounts, users and audit events: a refused request changes none. */
export function rowCountsOf(t: () => TestApp) {
  return () => countRows(t().database.db, { accounts, users, audit: auditEvents });
}

/**
 * A signed-in road-medicine doctor (or Admin) working as a new college number in VE-A that may
 * issue every type and grade (tests issue and charge as it), with the demo password; `number`
 * overrides the college number's values, its state also the account's.
 */
export async function roadDoctor(
  t: TestApp,
  role: 'VialDirector' | 'Admin' = 'VialDirector',
  number: Partial<typeof schoolNumbers.$inferInsert> = {},
) {
  const medic = await newMedic(t, {
    typeCertificates: ['Primera vez', 'Renovación', 'Especial'],
    grades: ['1', '2', '3', '4', '5'],
    specialGrades: ['2', '3'],
    ...number,
  });
  const { db } = t.database;
  const [demo] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'admin.medicos@aptovial.test'));
  const [user] = await db
    .insert(users)
    .values({
      email: medic.email,
      passwordHash: demo?.hash ?? '',
      dni: medic.dni,
      names: 'Mariana',
      lastNames: 'Pérez Añez',
      gender: 'F',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  const state = number.state ?? 'VE-A';
  const [account] = await db
    .insert(accounts)
    .values({
      userId: user.id,
      module: 'medicVial',
      role,
      state,
      schoolNumberId: medic.schoolNumberId,
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('account not inserted');
  const token = await signIn(t.app, t.database, 'medicVial', medic.email, DEMO_PASSWORD, +NOW);
  return { ...medic, state, accountId: account.id, token };
}
