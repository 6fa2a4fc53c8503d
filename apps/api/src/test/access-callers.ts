import { type Module, moduleRoles, type Role } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { accounts, registers, schoolNumbers, users } from '../db/schema/index';
import { demoUsers } from '../seeds/demo-users';
import type { TestApp } from './app';
import { postLogin, type Scope, signIn } from './auth';
import { DEMO_PASSWORD } from './demo';

/**
 * The callers of the authorisation matrix (access-matrix.test.ts): nobody, a complete session of
 * every module and role (the demo people: VE-A, Admins without a state), its twin in another
 * state, an account made inactive after signing in and a session still signing in, per module.
 */
export type MatrixCaller =
  | { kind: 'anonymous'; label: string }
  | {
      kind: 'session';
      label: string;
      module: Module;
      role: Role;
      state: string | null;
      token: string;
    }
  | { kind: 'inactive'; label: string; module: Module; role: Role; token: string }
  | { kind: 'pending'; label: string; module: Module; role: Role; token: string };
export type SessionCaller = Extract<MatrixCaller, { kind: 'session' }>;

export const HOME_STATE = 'VE-A';
export const OTHER_STATE = 'VE-B';

const scopeOf = (module: Module): Scope =>
  module === 'INTT' ? 'INTT' : module === 'medicVial' ? 'medicVial' : 'colegio';

let serial = 0;

/** A person with one account, the demo password and, for road medicine, a college number. */
async function addAccount(
  t: TestApp,
  account: { module: Module; role: Role; state: string },
): Promise<{ email: string; userId: number }> {
  serial += 1;
  const { db } = t.database;
  const dni = String(39_000_000 + serial);
  const [demo] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'admin.medicos@aptovial.test'));
  const email = `matriz.${serial}.${account.module}.${account.role}@aptovial.test`.toLowerCase();
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: demo?.hash ?? '',
      dni,
      names: 'Matriz',
      lastNames: 'Prueba',
      gender: 'F',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  const schoolNumberId =
    account.module === 'medicVial' ? await roadNumber(t, dni, account.state) : null;
  await db.insert(accounts).values({ userId: user.id, ...account, schoolNumberId });
  return { email, userId: user.id };
}

/** An enabled, solvent college number: a road-medicine credential signs in only with one. */
async function roadNumber(t: TestApp, dni: string, state: string): Promise<number> {
  const { db } = t.database;
  const [register] = await db
    .insert(registers)
    .values({
      dni,
      nationality: 'V',
      names: 'Matriz',
      lastNames: 'Prueba',
      gender: 'F',
      type: 'medic',
      specialty: 'Medicina General',
    })
    .returning({ id: registers.id });
  if (!register) throw new Error('register not inserted');
  const [number] = await db
    .insert(schoolNumbers)
    .values({
      registerId: register.id,
      state,
      schoolNumber: `M${dni}`,
      registerDate: '2015-01-01',
      currentSolvency: '2099-12-31',
      medicVial: true,
      licenseNumber: `MV-M${dni}`,
    })
    .returning({ id: schoolNumbers.id });
  if (!number) throw new Error('school number not inserted');
  return number.id;
}

/** Every caller of the matrix, signed in at `now` on an app seeded with the demo people. */
export async function matrixCallers(t: TestApp, now: number): Promise<MatrixCaller[]> {
  const callers: MatrixCaller[] = [{ kind: 'anonymous', label: 'sin sesión' }];
  const login = (module: Module, email: string) =>
    signIn(t.app, t.database, scopeOf(module), email, DEMO_PASSWORD, now);
  const pairs = (Object.keys(moduleRoles) as Module[]).flatMap((module) =>
    moduleRoles[module].map((role) => ({ module, role })),
  );
  for (const { module, role } of pairs) {
    const demo = demoUsers.find(
      (user) =>
        user.accounts.length === 1 &&
        user.accounts[0]?.module === module &&
        user.accounts[0]?.role === role,
    );
    const state = demo?.accounts[0]?.state;
    if (!demo || state === undefined) throw new Error(`no demo account for ${module}/${role}`);
    const token = await login(module, demo.email);
    callers.push({ kind: 'session', label: `${module}/${role}`, module, role, state, token });
    if (role === 'Admin') continue;
    const twin = await addAccount(t, { module, role, state: OTHER_STATE });
    const label = `${module}/${role} (${OTHER_STATE})`;
    const twinToken = await login(module, twin.email);
    callers.push({ kind: 'session', label, module, role, state: OTHER_STATE, token: twinToken });
  }
  for (const module of Object.keys(moduleRoles) as Module[]) {
    callers.push(await inactiveCaller(t, module, now), await pendingCaller(t, module, now));
  }
  return callers;
}

/** A role of the module with no one-per-state rule (a second account of it is allowed). */
const ordinaryRole = (module: Module): Role =>
  moduleRoles[module].find(
    (role) => role !== 'Admin' && role !== 'President' && role !== 'ManagingDirector',
  ) ?? 'Admin';

async function inactiveCaller(t: TestApp, module: Module, now: number): Promise<MatrixCaller> {
  const role = ordinaryRole(module);
  const { email, userId } = await addAccount(t, { module, role, state: HOME_STATE });
  const token = await signIn(t.app, t.database, scopeOf(module), email, DEMO_PASSWORD, now);
  // Access withdrawn after signing in: the live session must stop working at once.
  await t.database.db
    .update(accounts)
    .set({ status: 'inactive' })
    .where(eq(accounts.userId, userId));
  return { kind: 'inactive', label: `${module}/${role} inactiva`, module, role, token };
}

async function pendingCaller(t: TestApp, module: Module, now: number): Promise<MatrixCaller> {
  const role = ordinaryRole(module);
  const { email } = await addAccount(t, { module, role, state: HOME_STATE });
  const response = await postLogin(t.app, scopeOf(module), email, DEMO_PASSWORD, now);
  const { token, step } = response.json().data as { token: string; step: string };
  if (step === 'ready') throw new Error(`a first sign-in of ${email} should still be pending`);
  return { kind: 'pending', label: `${module}/${role} sin terminar`, module, role, token };
}
