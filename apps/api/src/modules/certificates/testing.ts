import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  auditEvents,
  certificateLots,
  certificateStatusChanges,
  certificates,
  registers,
  schoolNumbers,
} from '../../db/schema/index';
import { DEMO_LOT_CREATED_AT, seedDemoRegisters } from '../../seeds/demo-registers';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { createSeededApp } from '../../test/demo';
import { countRows } from '../../test/rows';
import { tokensFor } from '../users/testing';

/** 11:00 of 2026-06-15 in Caracas. */
export const NOW = new Date('2026-06-15T15:00:00Z');
export const TODAY = '2026-06-15';

/** The demo people and registers (with the VE-A lot 1000001–1001000) at NOW. */
export async function certificatesApp(): Promise<TestApp> {
  const t = await createSeededApp(() => NOW);
  await t.database.db.transaction((tx) => seedDemoRegisters(tx));
  return t;
}

let dni = 40_000_000;
/** A medic with one college number (solvent and enabled for everything unless told). */
export async function insertMedic(t: TestApp, number: Partial<typeof schoolNumbers.$inferInsert>) {
  dni += 1;
  const { db } = t.database;
  const [register] = await db
    .insert(registers)
    .values({
      dni: String(dni),
      nationality: 'V',
      names: 'Irene',
      lastNames: 'Blanco',
      gender: 'F',
      specialty: 'Medicina General',
      type: 'medic',
    })
    .returning();
  if (!register) throw new Error('register not inserted');
  const [row] = await db
    .insert(schoolNumbers)
    .values({
      registerId: register.id,
      state: 'VE-B',
      schoolNumber: String(dni),
      registerDate: '2015-01-01',
      currentSolvency: '2030-12-31',
      typeCertificates: ['Primera vez', 'Renovación', 'Especial'],
      grades: ['1', '2', '3', '4', '5'],
      specialGrades: ['2', '3'],
      ...number,
    })
    .returning();
  if (!row) throw new Error('school number not inserted');
  return { id: row.id, dni: register.dni, state: row.state };
}

/** A lot, created on the demo lot's day unless told (an expedition may not precede it). */
export async function insertLot(t: TestApp, lot: typeof certificateLots.$inferInsert) {
  await t.database.db.insert(certificateLots).values({ createdAt: DEMO_LOT_CREATED_AT, ...lot });
}

/** The demo school number 10231 (VE-A, register 20000001). */
export async function demoNumberId(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ id: schoolNumbers.id })
    .from(schoolNumbers)
    .where(eq(schoolNumbers.schoolNumber, '10231'));
  if (!row) throw new Error('demo number missing');
  return row.id;
}

let serial = 1_000_000;
/** A valid certificate on the next serial of the demo lot. */
export function newCertificate(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    serial,
    place: 'Caracas',
    expeditionDate: '2026-06-10',
    dueDate: '2027-06-10',
    dni: '25123456',
    names: 'Pedro José',
    lastNames: 'Núñez',
    birthDate: '1990-02-03',
    grade: '2',
    typeCertifields: 'Primera vez',
    glasses: false,
    bloodType: 'O+',
    ...overrides,
  };
}

export const special = {
  typeCertifields: 'Especial',
  typeSpecial: 'Discapacidad motora',
  rules: ['AUTOMATICO', 'LENTES'],
  observations: 'Prótesis en la pierna izquierda',
};

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
export type Who = { scope?: 'colegio' | 'INTT'; name: string };

/** Calls /api/certifields routes as a demo account (signed in once, at NOW). */
export function callerOf(t: () => TestApp) {
  const tokenOf = tokensFor(t, () => NOW.getTime());
  return async (who: string | Who, call: Call) => {
    const { scope = 'colegio', name } = typeof who === 'string' ? { name: who } : who;
    return t().app.inject({
      method: call.method,
      url: `/api/certifields${call.url}`,
      headers: bearer(await tokenOf(scope, name)),
      ...(call.payload ? { payload: call.payload } : {}),
    });
  };
}

/** Certificates, status changes and their audit events: a failed request changes none. */
export const rowCounts = (t: TestApp) =>
  countRows(t.database.db, {
    certificates,
    changes: certificateStatusChanges,
    audit: [auditEvents, eq(auditEvents.entity, 'certificate')],
  });

type Answer = { statusCode: number; json(): unknown; body: string };

/** `refused(request, status, code, field?)`: it fails so, in Spanish, and writes nothing. */
export function refusalCheck(t: () => TestApp) {
  return async (request: () => Promise<Answer>, status: number, code: string, field?: string) => {
    const before = await rowCounts(t());
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as {
      error: string;
      message: string;
      errors?: { field: string }[];
    };
    expect(body.error).toBe(code);
    expect(body.message).toMatch(/[a-záéíóúñ]/);
    if (field) expect(body.errors?.map((error) => error.field)).toContain(field);
    expect(await rowCounts(t())).toEqual(before);
  };
}

/** The audit event of `action` on certificate `id`. */
export async function auditEventOf(t: TestApp, action: string, id: number) {
  const [event] = await t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(id))));
  return event;
}
