import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { certificateLots, certificates } from '../../db/schema/index';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { testConfig } from '../../test/config';
import { createSeededApp } from '../../test/demo';
import { demoNumberId, NOW } from '../certificates/testing';
import { tokensFor } from '../users/testing';

export const INTT_ADMIN = { scope: 'INTT' as const, name: 'admin.intt' };
export const COLLEGE_ADMIN = { scope: 'colegio' as const, name: 'admin.medicos' };
type Who = { scope: 'INTT' | 'colegio'; name: string };

/** Integration settings for tests: receivers on 127.0.0.1 allowed, retries in milliseconds. */
export function integrationsConfig(
  more: Partial<Config['integrations']['webhooks']> = {},
  perMinute = 1000,
): Config['integrations'] {
  const base = testConfig().integrations;
  return {
    ...base,
    perMinute,
    webhooks: {
      ...base.webhooks,
      enabled: false,
      allowLocal: true,
      timeoutMs: 300,
      firstBackoffMs: 20,
      maxBackoffMs: 100,
      retryWindowMs: 60_000,
      ...more,
    },
  };
}

/** The demo people and registers at NOW, with the integration settings given. */
export async function integrationsApp(integrations = integrationsConfig()): Promise<TestApp> {
  const t = await createSeededApp(() => NOW, { integrations });
  await t.database.db.transaction((tx) => seedDemoRegisters(tx));
  return t;
}

/** Session calls of the Admins' key routes. */
export function adminCalls(t: () => TestApp) {
  const tokenOf = tokensFor(t, () => NOW.getTime());
  return async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
    t().app.inject({
      method,
      url: `/api/apiKeys${url}`,
      headers: bearer(await tokenOf(who.scope, who.name)),
      ...(payload ? { payload } : {}),
    });
}

/** A new key's answer (its one showing), failing the test when refused. */
export async function createKey(
  call: ReturnType<typeof adminCalls>,
  who: Who,
  input: Record<string, unknown>,
) {
  const response = await call(who, 'POST', '', input);
  if (response.statusCode !== 200) throw new Error(`key refused: ${response.body}`);
  return response.json().data as { id: number; key: string; signingSecret: string | null };
}

export function readFeed(app: FastifyInstance, key: string, cursor?: string, limit = 200) {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  return app.inject({
    method: 'GET',
    url: `/api/integrations/certificateEvents?${query}`,
    headers: { authorization: `Bearer ${key}` },
  });
}

/** Where certificates are planted straight into the table: the demo lot and number (VE-A). */
export async function plantingSite(t: TestApp) {
  const [lot] = await t.database.db
    .select({ id: certificateLots.id })
    .from(certificateLots)
    .where(eq(certificateLots.numberTP, 'TP-2026-01'));
  if (!lot) throw new Error('demo lot missing');
  return { lotId: lot.id, schoolNumberId: await demoNumberId(t) };
}

/** A certificate written in `tx` as the services write one (the events trigger fires the same). */
export async function plantCertificate(
  tx: Db,
  site: { lotId: number; schoolNumberId: number },
  serial: number,
): Promise<number> {
  const [row] = await tx
    .insert(certificates)
    .values({
      serial,
      lotId: site.lotId,
      state: 'VE-A',
      place: 'Caracas',
      expeditionDate: '2026-06-10',
      dueDate: '2027-06-10',
      dni: String(20_000_000 + serial),
      nationality: 'V',
      names: 'Pedro',
      lastNames: 'Núñez',
      birthDate: '1990-02-03',
      grade: '2',
      type: 'Primera vez',
      schoolNumberId: site.schoolNumberId,
      nameDoctor: 'Alejandro Mendoza Rivas',
      dniDoctor: '20000001',
    })
    .returning({ id: certificates.id });
  if (!row) throw new Error('certificate not planted');
  return row.id;
}
