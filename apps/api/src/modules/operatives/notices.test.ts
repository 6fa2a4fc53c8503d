import { apiPaths } from '@aptovial/shared';
import { eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, preRegistrations } from '../../db/schema/index';
import { operativesKit } from './testing';

const kit = operativesKit({ smtp: true });
const db = () => kit.t().database.db;
const place = 'Plaza Bolívar de Caracas, frente a la Alcaldía';
const map = 'https://www.openstreetmap.org/?mlat=10.5061&mlon=-66.9146#map=17/10.5061/-66.9146';

/** The newest outbox id: the mails of a step are those after it. */
async function mark(): Promise<number> {
  const rows = await db().select({ id: emailOutbox.id }).from(emailOutbox);
  return Math.max(0, ...rows.map((row) => row.id));
}
const queuedAfter = (id: number) => db().select().from(emailOutbox).where(gt(emailOutbox.id, id));

describe('notices of an operative', () => {
  it('tells every open request of the municipality and each recipient once, in the outbox', async () => {
    const doctor = await kit.doctor();
    const first = await kit.request('VE-B', 202, { email: 'ana.operativo@aptovial.test' });
    const second = await kit.request('VE-B', 202);
    await kit.request('VE-B', 203); // another municipality
    const before = await mark();

    const operative = await kit.seed(doctor.token, {
      state: 'VE-B',
      municipality: 202,
      startDate: '2026-06-20',
      endDate: '2026-06-22',
      recipients: ['alcaldia.aragua@aptovial.test', 'ANA.operativo@aptovial.test'],
    });

    const rows = await queuedAfter(before);
    expect(rows).toHaveLength(3);
    expect(operative.totalUsers).toBe(2);
    const [secondRow] = await db()
      .select({ email: preRegistrations.email })
      .from(preRegistrations)
      .where(eq(preRegistrations.id, second));
    expect(rows.map((row) => row.recipient).sort()).toEqual(
      ['alcaldia.aragua@aptovial.test', 'ana.operativo@aptovial.test', secondRow?.email].sort(),
    );
    for (const row of rows) {
      expect(row.priority).toBe(1);
      expect(row.subject).toContain('Aragua');
      for (const text of [row.textBody, row.htmlBody]) {
        expect(text).toContain(place);
        expect(text).toContain('del 20/06/2026 al 22/06/2026');
        expect(text).toContain('1.520,50 Bs');
        expect(text).toMatch(/cédula de identidad, lentes si los usa, su tipo de sangre/);
      }
      expect(row.textBody).toContain(map);
    }
    const toAna = rows.find((row) => row.recipient === 'ana.operativo@aptovial.test');
    expect(toAna?.textBody).toContain(`N.º ${first}`);
    const toSecond = rows.find((row) => row.textBody.includes(`N.º ${second}`));
    expect(toSecond).toBeDefined();
    const toTownHall = rows.find((row) => row.recipient === 'alcaldia.aragua@aptovial.test');
    expect(toTownHall?.textBody).not.toMatch(/N\.º \d/);

    const delivered = await kit.smtp().waitFor('ana.operativo@aptovial.test');
    expect(delivered.subject).toContain('Operativo de Medicina Vial en Aragua');
    expect(delivered.text).toContain(place);
  });

  it('tells them of a cancellation, with the reason', async () => {
    const doctor = await kit.doctor();
    const request = await kit.request('VE-B', 204);
    const { id } = await kit.seed(doctor.token, { state: 'VE-B', municipality: 204 });
    const before = await mark();

    const response = await kit.put(doctor.token, apiPaths.cancelOperative, id, {
      observation: 'Lluvias fuertes en la zona',
    });

    expect(response.statusCode, response.body).toBe(200);
    const rows = await queuedAfter(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toMatch(/cancelado/);
    expect(rows[0]?.textBody).toContain('Motivo: Lluvias fuertes en la zona');
    expect(rows[0]?.textBody).toContain(`N.º ${request}`);
  });

  it('tells them of the new dates of a rescheduling', async () => {
    const doctor = await kit.doctor();
    await kit.request('VE-B', 205);
    await kit.request('VE-B', 205);
    const { id } = await kit.seed(doctor.token, {
      state: 'VE-B',
      municipality: 205,
      recipients: ['prefectura@aptovial.test'],
    });
    const before = await mark();

    const response = await kit.put(doctor.token, apiPaths.rescheduleOperative, id, {
      startDate: '2026-06-25',
      endDate: '2026-06-25',
    });

    expect(response.statusCode, response.body).toBe(200);
    const rows = await queuedAfter(before);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.subject).toMatch(/reagendado/);
      expect(row.textBody).toContain('el 25/06/2026');
    }
    const delivered = await kit
      .smtp()
      .waitFor('prefectura@aptovial.test', (m) => m.subject.includes('reagendado'));
    expect(delivered.text).toContain('ahora es el 25/06/2026');
  });

  it('tells nobody of a start or a finish, and nothing of a refused change', async () => {
    const doctor = await kit.doctor();
    await kit.request('VE-B', 206);
    const { id } = await kit.seed(doctor.token, { state: 'VE-B', municipality: 206 });
    const before = await mark();
    expect((await kit.put(doctor.token, apiPaths.startOperative, id)).statusCode).toBe(200);
    expect((await kit.put(doctor.token, apiPaths.finishOperative, id)).statusCode).toBe(200);
    const refused = await kit.put(doctor.token, apiPaths.cancelOperative, id, {
      observation: 'Ya no hace falta',
    });
    expect(refused.statusCode).toBe(409);
    expect(await queuedAfter(before)).toHaveLength(0);
  });
});
