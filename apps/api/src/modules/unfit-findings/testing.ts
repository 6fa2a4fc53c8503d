import { eq } from 'drizzle-orm';
import { auditEvents, unfitFindings } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, type Scope } from '../../test/auth';
import { countRows } from '../../test/rows';
import { NOW } from '../certificates/testing';
import { tokensFor } from '../users/testing';

export const PATH = '/api/unfitFindings';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo account: its login scope and e-mail name. */
export type Who = readonly [scope: Scope, name: string];
/** The demo medic José (number 10231, VE-A) and the same number on the road. */
export const collegeDoctor: Who = ['colegio', 'director.vial.medicos'];
export const roadSameNumber: Who = ['medicVial', 'director.vial'];
/** Another doctor: the road Admin, number 10388, with no state on the account. */
export const roadOther: Who = ['medicVial', 'admin.vial'];
/** A college President of VE-A without a number of their own. */
export const president: Who = ['colegio', 'presidente.medicos'];

export function finding(overrides: Record<string, unknown> = {}) {
  return {
    dni: '25123456',
    nationality: 'V',
    grade: '2',
    reason: 'Agudeza visual insuficiente',
    ...overrides,
  };
}

/** Calls /api/unfitFindings as a demo account (signed in once, at NOW) or anonymously. */
export function unfitKit(t: () => TestApp) {
  const tokenOf = tokensFor(t, () => NOW.getTime());
  const call = async (
    who: Who | null,
    request: { method: 'GET' | 'POST'; url?: string; payload?: object },
  ) =>
    t().app.inject({
      method: request.method,
      url: `${PATH}${request.url ?? ''}`,
      headers: who === null ? {} : bearer(await tokenOf(...who)),
      ...(request.payload ? { payload: request.payload } : {}),
    });
  return {
    record: (who: Who | null, payload: object) => call(who, { method: 'POST', payload }),
    own: (who: Who | null) => call(who, { method: 'GET' }),
    warnings: (who: Who | null, query: Record<string, string>) =>
      call(who, { method: 'GET', url: `/warnings?${new URLSearchParams(query)}` }),
    written: () =>
      countRows(t().database.db, {
        findings: unfitFindings,
        audit: [auditEvents, eq(auditEvents.entity, 'unfit_finding')],
      }),
    /** Moves a finding `days` before NOW. */
    age: (id: number, days: number) =>
      t()
        .database.db.update(unfitFindings)
        .set({ createdAt: new Date(NOW.getTime() - days * DAY_MS) })
        .where(eq(unfitFindings.id, id)),
  };
}
