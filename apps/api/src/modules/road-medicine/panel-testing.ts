import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Config } from '../../config';
import { accounts, certificateLots, certificates, users } from '../../db/schema/index';
import { DEMO_LOT, seedDemoRegisters } from '../../seeds/demo-registers';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { createSeededApp } from '../../test/demo';
import { demoNumberId, insertLot, insertMedic } from '../certificates/testing';
import { tokensFor } from '../users/testing';

/**
 * 23:30 of Thursday 2026-07-02 in Caracas (already July 3rd in UTC): the week began on Monday
 * June 29th, in the month before; the month on July 1st.
 */
export const NOW = new Date('2026-07-03T03:30:00Z');

type NewCertificate = {
  schoolNumberId: number;
  expeditionDate: string;
  grade?: string;
  type?: string;
  channel?: 'colegio' | 'medicVial';
  state?: 'VE-A' | 'VE-B';
  createdAt?: Date;
  dueDate?: string;
  names?: string;
  lastNames?: string;
};

/**
 * The demo people and registers at NOW: director.vial works as demo number 10231 (VE-A, the demo
 * lot), admin.vial as a second road-medicine medic's number (policy.ts wants one), with a VE-B lot.
 */
export async function panelApp(overrides: Partial<Config> = {}) {
  const t: TestApp = await createSeededApp(() => NOW, overrides);
  const { db } = t.database;
  await db.transaction((tx) => seedDemoRegisters(tx));
  const doctorNumber = await demoNumberId(t);
  const otherNumber = (await insertMedic(t, { medicVial: true, licenseNumber: 'MV-PANEL' })).id;
  await insertLot(t, {
    state: 'VE-B',
    initialNumber: 3_000_001,
    finalNumber: 3_000_500,
    numberTP: 'TP-B',
  });
  const found = await db
    .select({ id: certificateLots.id, state: certificateLots.state })
    .from(certificateLots);
  const lotOf = (state: string) => found.find((lot) => lot.state === state)?.id ?? 0;
  const lots = { a: lotOf('VE-A'), b: lotOf('VE-B') };
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin.vial@aptovial.test'));
  await db
    .update(accounts)
    .set({ schoolNumberId: otherNumber })
    .where(and(eq(accounts.userId, admin?.id ?? 0), eq(accounts.module, 'medicVial')));

  let serial = DEMO_LOT.initialNumber;
  /** A certificate row written straight to the table (the triggers count it as the API's). */
  async function insertCertificate(values: NewCertificate): Promise<number> {
    const { state = 'VE-A', ...rest } = values;
    serial += 1;
    const [row] = await db
      .insert(certificates)
      .values({
        grade: '2',
        type: 'Primera vez',
        channel: 'medicVial',
        dueDate: '2031-01-01',
        names: 'Pedro',
        lastNames: 'Núñez',
        ...rest,
        serial: state === 'VE-A' ? serial : 2_000_000 + serial,
        lotId: state === 'VE-A' ? lots.a : lots.b,
        state,
        place: 'Caracas',
        dni: String(25_000_000 + serial),
        nationality: 'V',
        birthDate: '1990-01-01',
        nameDoctor: 'Alejandro Mendoza Rivas',
        dniDoctor: '20000001',
      })
      .returning({ id: certificates.id });
    if (!row) throw new Error('certificate not inserted');
    return row.id;
  }

  const tokenOf = tokensFor(
    () => t,
    () => NOW.getTime(),
  );
  /** GET a road-medicine path as a demo account; answers the JSON of a 200. */
  async function read(name: string, url: string) {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: bearer(await tokenOf('medicVial', name)),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  return { t, doctorNumber, otherNumber, lots, insertCertificate, tokenOf, read };
}
export type PanelApp = Awaited<ReturnType<typeof panelApp>>;
