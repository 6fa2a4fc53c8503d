import { apiPaths } from '@aptovial/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, preRegistrations } from '../../db/schema/index';
import { noticesOf } from './notices';
import { operativesKit } from './testing';

const kit = operativesKit();
const db = () => kit.t().database.db;
const APPLICANTS = 2000;

/** Outbox rows whose subject names `municipality`. */
async function queuedFor(subjectPart: string): Promise<number> {
  const rows = await db().select({ subject: emailOutbox.subject }).from(emailOutbox);
  return rows.filter((row) => row.subject.includes(subjectPart)).length;
}

describe('notices of an operative with 2,000 applicants', () => {
  it('queues 2,000 e-mails in the creating transaction, and 2,000 more on cancelling', async () => {
    const doctor = await kit.doctor();
    const people = Array.from({ length: APPLICANTS }, (_, index) => ({
      dni: String(30_000_000 + index),
      nationality: 'V' as const,
      names: 'Luis',
      lastNames: 'Gómez',
      email: `masivo.${index}@aptovial.test`,
      phone: '0414-5551234',
      dateBirth: '1990-04-12',
      state: 'VE-C',
      municipality: 301,
      grades: ['2'],
      type: 'Primera vez',
    }));
    for (let start = 0; start < people.length; start += 500) {
      await db()
        .insert(preRegistrations)
        .values(people.slice(start, start + 500));
    }

    const started = performance.now();
    const operative = await kit.seed(doctor.token, { state: 'VE-C', municipality: 301 });
    const created = performance.now() - started;

    expect(operative.totalUsers).toBe(APPLICANTS);
    const municipality = operative.municipalityName;
    expect(await queuedFor(`Operativo de Medicina Vial en ${municipality}`)).toBe(APPLICANTS);
    // A few statements, not 2,000 round trips: far below a second per hundred e-mails.
    console.info(`createOperative with ${APPLICANTS} notices: ${Math.round(created)} ms`);
    expect(created).toBeLessThan(15_000);

    const cancelled = await kit.put(doctor.token, apiPaths.cancelOperative, operative.id, {
      observation: 'Falta de insumos',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await queuedFor(`cancelado en ${municipality}`)).toBe(APPLICANTS);
    const [row] = await db()
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'masivo.1999@aptovial.test'));
    expect(row?.n).toBe(2);
  }, 120_000);

  it('builds one message per applicant and per extra recipient, no address twice', () => {
    const operative = {
      id: 1,
      startDate: '2026-06-20',
      endDate: '2026-06-20',
      state: 'VE-C',
      municipality: 301,
      municipalityName: 'Atures',
      address: { description: 'Plaza principal', latitude: 5.66, longitude: -67.62 },
      price: '1520.50',
      priceDollars: '5.00',
      dollarPrice: '304.1000',
      rateDate: '2026-06-15',
      status: 'Pending' as const,
      totalUsers: 2,
      total: '0.00',
      certificates: 0,
      observation: null,
      recipients: ['a@aptovial.test', 'otro@aptovial.test', 'OTRO@aptovial.test'],
      startedAt: null,
      finishedAt: null,
      createdAt: '2026-06-15T15:00:00.000Z',
      created_By: {
        email: 'medico@aptovial.test',
        dni: '1',
        names: 'Mariana',
        lastNames: 'Pérez',
        nationality: 'V',
        licenseNumber: 'MV-1',
        schoolNumber: '1',
        specialty: null,
        healthNumber: null,
      },
    };
    const applicants = [
      { id: 7, names: 'Ana', lastNames: 'Ruiz', email: 'A@aptovial.test' },
      { id: 8, names: 'Luis', lastNames: 'Gómez', email: 'luis@aptovial.test' },
    ];
    const messages = noticesOf({ kind: 'announced' }, operative, applicants);
    expect(messages.map((message) => message.to)).toEqual([
      'A@aptovial.test',
      'luis@aptovial.test',
      'otro@aptovial.test',
    ]);
    expect(messages[0]?.text).toContain('N.º 7');
    expect(messages[0]?.text).toContain('el 20/06/2026');
    expect(messages[0]?.text).toContain('Médico: Mariana Pérez');
    expect(messages.every((message) => !message.urgent)).toBe(true);
  });
});
