import type { Certificate } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  accounts,
  auditEvents,
  certificateStatusChanges,
  certificates,
  type schoolNumbers,
  users,
} from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, signIn } from '../../test/auth';
import { DEMO_PASSWORD } from '../../test/demo';
import { countRows } from '../../test/rows';
import { certificatesApp, NOW, newCertificate } from '../certificates/testing';
import { tokensFor } from '../users/testing';
import { newMedic, PREFIX } from './testing';

export { NOW, PREFIX };
export const CERTIFIELDS = '/api/certifields';

type Role = 'VialDirector' | 'Admin';
type NumberValues = Partial<typeof schoolNumbers.$inferInsert>;
type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
export type Doctor = Awaited<ReturnType<ReturnType<typeof roadKit>['doctor']>>;

/** What a number may issue unless a test says otherwise: every type and grade. */
const everything = {
  typeCertificates: ['Primera vez', 'Renovación', 'Especial'],
  grades: ['1', '2', '3', '4', '5'],
  specialGrades: ['2', '3'],
};

/**
 * One app per test file (the demo people, registers and the VE-A lot 1000001–1001000, at NOW),
 * with road-medicine doctors made on demand: an enabled medic (road-medicine testing's `newMedic`)
 * and a medicVial account bound to their number, signed in. It registers beforeAll and afterAll.
 */
export function roadKit() {
  let current: TestApp | undefined;
  const t = (): TestApp => {
    if (!current) throw new Error('the road-medicine test app has not started');
    return current;
  };
  beforeAll(async () => {
    current = await certificatesApp();
  }, 60_000);
  afterAll(() => current?.close());
  const demoToken = tokensFor(t, () => NOW.getTime());

  /** A signed-in road-medicine doctor (or Admin) working as a new college number. */
  async function doctor(role: Role = 'VialDirector', number: NumberValues = {}) {
    const medic = await newMedic(t(), { ...everything, ...number });
    const { db } = t().database;
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
    const token = await signIn(
      t().app,
      t().database,
      'medicVial',
      medic.email,
      DEMO_PASSWORD,
      NOW.getTime(),
    );
    return { ...medic, state, accountId: account.id, token };
  }

  /** Any API call with a token (`undefined`: anonymous). */
  const call = (token: string | undefined, request: Call) =>
    t().app.inject({
      method: request.method,
      url: request.url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(request.payload ? { payload: request.payload } : {}),
    });

  /** A demo account's token ('colegio' or 'INTT' login). */
  const demo = (scope: 'colegio' | 'INTT' | 'medicVial', name: string) => demoToken(scope, name);

  /** POST /api/credentialMedic/createCertifields. */
  const issue = (token: string, body: object) =>
    call(token, { method: 'POST', url: `${PREFIX}/createCertifields`, payload: body });

  /** Issues and expects it to work; the certificate answered. */
  async function issued(token: string, serial: number, overrides: Record<string, unknown> = {}) {
    const response = await issue(token, certificateBody(serial, overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Pick<Certificate, 'id' | 'serial' | 'payment'> & {
      version?: number;
    };
  }

  /** Certificates, their status changes and every audit event: a refused call changes none. */
  const written = () =>
    countRows(t().database.db, {
      certificates,
      changes: certificateStatusChanges,
      audit: auditEvents,
    });

  /** The call is refused with `status` and `code`, in Spanish, and writes nothing. */
  async function refused(request: () => Promise<Answer>, status: number, code: string) {
    const before = await written();
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error).toBe(code);
    expect(response.json().message).toMatch(/[a-záéíóúñ]/);
    expect(await written()).toEqual(before);
    return response;
  }

  return { t, doctor, call, demo, issue, issued, written, refused };
}
type Answer = { statusCode: number; body: string; json(): { error: string; message: string } };

/** A valid certificate body on `serial` (certificates testing's `newCertificate`). */
export function certificateBody(serial: number, overrides: Record<string, unknown> = {}) {
  return newCertificate({ serial, ...overrides });
}
