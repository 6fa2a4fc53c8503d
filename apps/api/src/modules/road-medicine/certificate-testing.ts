import type { Certificate } from '@aptovial/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  auditEvents,
  certificateStatusChanges,
  certificates,
  type schoolNumbers,
} from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { countRows } from '../../test/rows';
import { certificatesApp, NOW, newCertificate } from '../certificates/testing';
import { tokensFor } from '../users/testing';
import { PREFIX, roadDoctor } from './testing';

export { NOW, PREFIX };
export const CERTIFIELDS = '/api/certifields';

type Role = 'VialDirector' | 'Admin';
type NumberValues = Partial<typeof schoolNumbers.$inferInsert>;
type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
export type Doctor = Awaited<ReturnType<ReturnType<typeof roadKit>['doctor']>>;

/**
 * One app per test file (the demo people, registers and the VE-A lot 1000001–1001000, at NOW),
 * with road-medicine doctors made on demand (road-medicine testing's `roadDoctor`): an enabled
 * medic and a medicVial account bound to their number, signed in. It registers beforeAll and
 * afterAll.
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
  const doctor = (role: Role = 'VialDirector', number: NumberValues = {}) =>
    roadDoctor(t(), role, number);

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
