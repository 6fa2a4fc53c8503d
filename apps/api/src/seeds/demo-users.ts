import type { Module, Role } from '@aptovial/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, users } from '../db/schema/index';
import type { PasswordHasher } from '../modules/auth/passwords';

/** Shared by every demo account; written in the README. Never used when DEMO_DATA=false. */
export const DEMO_PASSWORD = 'AptoVial-Demo-2026';

type DemoAccount = { module: Module; role: Role; state: string | null };
type DemoUser = {
  email: string;
  names: string;
  lastNames: string;
  dni: string;
  gender: 'M' | 'F';
  accounts: DemoAccount[];
};

const one = (module: Module, role: Role, state: string | null = 'VE-A'): DemoAccount[] => [
  { module, role, state },
];

/** One account per module and role of docs/product/roles.md, plus a person holding two accounts. */
export const demoUsers: DemoUser[] = [
  {
    email: 'admin.medicos@aptovial.test',
    names: 'Ana',
    lastNames: 'Rodríguez',
    dni: '10000001',
    gender: 'F',
    accounts: one('medic', 'Admin', null),
  },
  {
    email: 'presidente.medicos@aptovial.test',
    names: 'Carlos',
    lastNames: 'Pérez',
    dni: '10000002',
    gender: 'M',
    accounts: one('medic', 'President'),
  },
  {
    email: 'directiva.medicos@aptovial.test',
    names: 'Luisa',
    lastNames: 'Gómez',
    dni: '10000003',
    gender: 'F',
    accounts: one('medic', 'Directorate'),
  },
  {
    email: 'director.vial.medicos@aptovial.test',
    names: 'José',
    lastNames: 'Hernández',
    dni: '10000004',
    gender: 'M',
    accounts: one('medic', 'VialDirector'),
  },
  {
    email: 'admin.enfermeras@aptovial.test',
    names: 'María',
    lastNames: 'González',
    dni: '10000005',
    gender: 'F',
    accounts: one('nurse', 'Admin', null),
  },
  {
    email: 'presidente.enfermeras@aptovial.test',
    names: 'Rosa',
    lastNames: 'Martínez',
    dni: '10000006',
    gender: 'F',
    accounts: one('nurse', 'President'),
  },
  {
    email: 'secretaria.enfermeras@aptovial.test',
    names: 'Carmen',
    lastNames: 'López',
    dni: '10000007',
    gender: 'F',
    accounts: one('nurse', 'Secretary'),
  },
  {
    email: 'directiva.enfermeras@aptovial.test',
    names: 'Elena',
    lastNames: 'Díaz',
    dni: '10000008',
    gender: 'F',
    accounts: one('nurse', 'Directorate'),
  },
  {
    email: 'admin.intt@aptovial.test',
    names: 'Pedro',
    lastNames: 'Ramírez',
    dni: '10000009',
    gender: 'M',
    accounts: one('INTT', 'Admin', null),
  },
  {
    email: 'director.general.intt@aptovial.test',
    names: 'Miguel',
    lastNames: 'Torres',
    dni: '10000010',
    gender: 'M',
    accounts: one('INTT', 'ManagingDirector'),
  },
  {
    email: 'director.seccional.intt@aptovial.test',
    names: 'Andrés',
    lastNames: 'Flores',
    dni: '10000011',
    gender: 'M',
    accounts: one('INTT', 'SectionalDirector'),
  },
  {
    email: 'funcionario.intt@aptovial.test',
    names: 'Luis',
    lastNames: 'Rivas',
    dni: '10000012',
    gender: 'M',
    accounts: one('INTT', 'Official'),
  },
  {
    email: 'admin.vial@aptovial.test',
    names: 'Gabriela',
    lastNames: 'Morales',
    dni: '10000013',
    gender: 'F',
    accounts: one('medicVial', 'Admin', null),
  },
  {
    email: 'director.vial@aptovial.test',
    names: 'Ricardo',
    lastNames: 'Suárez',
    dni: '10000014',
    gender: 'M',
    accounts: one('medicVial', 'VialDirector'),
  },
  {
    email: 'multicuenta@aptovial.test',
    names: 'Daniela',
    lastNames: 'Castillo',
    dni: '10000015',
    gender: 'F',
    accounts: [
      { module: 'medic', role: 'Directorate', state: 'VE-A' },
      { module: 'INTT', role: 'Official', state: 'VE-A' },
    ],
  },
];

/**
 * Seeds the demo people when the database has no user yet; returns what it created (empty when
 * the database already had users), so the caller prints the accounts once.
 */
export async function seedDemoData(
  database: Database,
  passwords: PasswordHasher,
): Promise<DemoUser[]> {
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  return database.db.transaction(async (tx) => {
    // Two processes starting together: the lock makes the second see the first one's users.
    await tx.execute(sql`select pg_advisory_xact_lock(720052)`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((existing?.count ?? 0) > 0) return [];
    for (const demo of demoUsers) {
      const [user] = await tx
        .insert(users)
        .values({
          email: demo.email,
          passwordHash,
          dni: demo.dni,
          names: demo.names,
          lastNames: demo.lastNames,
          gender: demo.gender,
          nationality: 'V',
          phone1: '0414-1234567',
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`demo user ${demo.email} not inserted`);
      await tx
        .insert(accounts)
        .values(demo.accounts.map((account) => ({ ...account, userId: user.id })));
    }
    return demoUsers;
  });
}

export function demoAccountsTable(seeded: DemoUser[]): string {
  const rows = seeded.map((demo) => {
    const roles = demo.accounts.map((account) => `${account.module}/${account.role}`).join(' + ');
    return `    ${demo.email.padEnd(40)} ${roles}`;
  });
  return [`  Cuentas de demostración (contraseña para todas: ${DEMO_PASSWORD}):`, ...rows].join(
    '\n',
  );
}
