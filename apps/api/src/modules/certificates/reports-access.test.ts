import { type Module, menuOffers, modules, roleCodes } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, type Scope, signIn } from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD } from '../../test/demo';

/** The login each module signs in through (docs/product/calls.md). */
const scopeOf: Record<Module, Scope> = {
  medic: 'colegio',
  nurse: 'colegio',
  INTT: 'INTT',
  medicVial: 'medicVial',
};
const everyAccount = modules.flatMap((module) => roleCodes.map((role) => ({ module, role })));
const emailOf = ({ module, role }: { module: Module; role: string }) =>
  `reportes.${module}.${role}@aptovial.test`.toLowerCase();

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
  const { db } = t.database;
  const [demo] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'admin.medicos@aptovial.test'));
  if (!demo) throw new Error('demo people missing');
  // One person per module and role (the demo seed has only the roles each module uses).
  for (const [index, account] of everyAccount.entries()) {
    const [user] = await db
      .insert(users)
      .values({
        email: emailOf(account),
        passwordHash: demo.hash,
        dni: String(30_000_000 + index),
        names: 'Reporte',
        lastNames: 'Prueba',
        gender: 'F',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not inserted');
    // One active head (President or ManagingDirector) per module and state: one state each.
    const state = account.role === 'ManagingDirector' ? 'VE-D' : 'VE-C';
    await db.insert(accounts).values({ ...account, userId: user.id, state });
  }
}, 60_000);
afterAll(() => t.close());

describe('GET /api/certifields/countCertificates (Reportes)', () => {
  it('answers only the module and role whose menu offers Reportes; every other gets 403', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const account of everyAccount) {
      const { module, role } = account;
      const scope = scopeOf[module];
      const token = await signIn(t.app, t.database, scope, emailOf(account), DEMO_PASSWORD);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/certifields/countCertificates',
        headers: bearer(token),
      });
      answers.push(`${module}/${role} ${response.statusCode}`);
      expected.push(`${module}/${role} ${menuOffers(account, 'countCertifields') ? 200 : 403}`);
      if (response.statusCode === 403) {
        expect(['FORBIDDEN', 'WRONG_MODULE']).toContain(response.json().error);
      }
    }
    expect(answers).toEqual(expected);
    expect(answers.filter((answer) => answer.endsWith(' 200'))).toEqual(['medic/Admin 200']);
  }, 120_000);
});
