import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema/index';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import type { TestApp } from '../../test/app';
import { bearer, postLogin, signIn } from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD } from '../../test/demo';

/** Demo number 10231 of VE-A, register 20000001 (seeds/demo-registers.ts). */
const demoNumber = {
  schoolNumber: '10231',
  state: 'VE-A',
  licenseNumber: 'MV-0001',
  typeCertifields: ['Primera vez', 'Renovación', 'Especial'],
  grades: ['1', '2', '3', '4', '5'],
  specialGrades: ['2', '3'],
  register: {
    names: 'Alejandro',
    lastNames: 'Mendoza Rivas',
    dni: '20000001',
    nationality: 'V',
    genders: 'M',
    phone: '0412-5550001',
  },
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createSeededApp();
  await t.database.db.transaction((tx) => seedDemoRegisters(tx));
  token = await signIn(
    t.app,
    t.database,
    'medicVial',
    'director.vial@aptovial.test',
    DEMO_PASSWORD,
  );
});
afterAll(() => t.close());

describe('the road-medicine profile (docs/product/entities.md)', () => {
  it('answers the session of a medicVial account with its college number, state and register', async () => {
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-auth',
      headers: bearer(token),
      payload: {},
    });
    expect(checked.statusCode).toBe(200);
    const { user } = checked.json();
    expect(user.schoolNumber).toEqual({ id: user.schoolNumberId, ...demoNumber });
  });

  it('keeps it in the user that ActualizarDatos answers', async () => {
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/credentialMedic/update-profile-user',
      headers: bearer(token),
      payload: { phone1: '0414-7654321' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ phone1: '0414-7654321', schoolNumber: demoNumber });
  });

  it('already carries it in the login answer, before the code is entered', async () => {
    const login = await postLogin(t.app, 'medicVial', 'director.vial@aptovial.test', DEMO_PASSWORD);
    expect(login.json().data.user.schoolNumber).toMatchObject(demoNumber);
  });

  it('is null for a medicVial account without a number and for other modules', async () => {
    // Every demo road-medicine account has a number: unlink the Admin's for this check.
    await t.database.db
      .update(accounts)
      .set({ schoolNumberId: null })
      .where(
        and(
          eq(accounts.module, 'medicVial'),
          inArray(
            accounts.userId,
            t.database.db
              .select({ id: users.id })
              .from(users)
              .where(eq(users.email, 'admin.vial@aptovial.test')),
          ),
        ),
      );
    const unlinked = await postLogin(t.app, 'medicVial', 'admin.vial@aptovial.test', DEMO_PASSWORD);
    expect(unlinked.json().data.user.schoolNumber).toBeNull();
    // The medic issuer holds the same number; only road medicine shows it as its profile.
    const email = 'director.vial.medicos@aptovial.test';
    const medic = await postLogin(t.app, 'colegio', email, DEMO_PASSWORD);
    expect(medic.json().data.user).toMatchObject({ schoolNumberId: expect.any(Number) });
    expect(medic.json().data.user.schoolNumber).toBeNull();
  });
});
