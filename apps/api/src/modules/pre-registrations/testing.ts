import { PRE_REGISTER_SETTING } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { auditEvents, emailOutbox, preRegistrations, settings } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { countRows } from '../../test/rows';

export const PREFIX = '/api/preRegister';

/** Opens or closes the public's requests straight in the table (the switch has its own tests). */
export async function setRequestsOpen(t: TestApp, enabled: boolean): Promise<void> {
  await t.database.db
    .update(settings)
    .set({ enabled })
    .where(eq(settings.key, PRE_REGISTER_SETTING));
}

let dni = 18_000_000;
/** A valid request of the form (without the challenge); each call a new person. */
export function applicant(overrides: Record<string, unknown> = {}) {
  dni += 1;
  return {
    dni: String(dni),
    nationality: 'V',
    names: 'María José',
    lastNames: "D'Ávila Pérez-Rojas",
    email: `solicitante.${dni}@aptovial.test`,
    phone: '0414-5551234',
    dateBirth: '1990-04-12',
    state: 'VE-B',
    municipality: 201,
    grades: ['2', '3'],
    typeCertifields: 'Primera vez',
    ...overrides,
  };
}

/** A request written straight to the table (the list's tests need many, on chosen days). */
export async function insertRequest(
  t: TestApp,
  values: Partial<typeof preRegistrations.$inferInsert> = {},
): Promise<number> {
  const { typeCertifields, ...fields } = applicant();
  const [row] = await t.database.db
    .insert(preRegistrations)
    .values({
      ...(fields as typeof fields & { nationality: 'V' }),
      type: typeCertifields,
      ...values,
    })
    .returning({ id: preRegistrations.id });
  if (!row) throw new Error('request not inserted');
  return row.id;
}

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };

/** Any call, signed (a token) or anonymous (undefined). */
export function callerOf(t: () => TestApp) {
  return (token: string | undefined, call: Call) =>
    t().app.inject({
      method: call.method,
      url: call.url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(call.payload ? { payload: call.payload } : {}),
    });
}

/** Requests, audit events and queued e-mails: a refused request changes none. */
export function writtenOf(t: () => TestApp) {
  return () =>
    countRows(t().database.db, {
      requests: preRegistrations,
      audit: auditEvents,
      emails: emailOutbox,
    });
}
