import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { PRE_REGISTER_SETTING_KEY, preRegistrations, settings } from '../db/schema/index';

type DemoRequest = Omit<typeof preRegistrations.$inferInsert, 'id' | 'certificateId' | 'servedAt'>;

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);

/**
 * A few open requests of the public, so Lista-preRegistro and the issue form's search show
 * something on the first start; most in the Capital District, where the demo doctors issue.
 */
const demoRequests: DemoRequest[] = [
  {
    dni: '27456123',
    nationality: 'V',
    names: 'Luis Alberto',
    lastNames: 'Rondón Pérez',
    email: 'luis.rondon@ejemplo.test',
    phone: '0414-5550101',
    dateBirth: '1995-07-18',
    state: 'VE-A',
    municipality: 101,
    grades: ['2'],
    type: 'Primera vez',
    createdAt: daysAgo(6),
  },
  {
    dni: '18234987',
    nationality: 'V',
    names: 'Carmen Elena',
    lastNames: 'Guzmán Ávila',
    email: 'carmen.guzman@ejemplo.test',
    phone: '0412-5550102',
    dateBirth: '1982-02-03',
    state: 'VE-A',
    municipality: 101,
    grades: ['2', '3'],
    type: 'Renovación',
    createdAt: daysAgo(4),
  },
  {
    dni: '84123456',
    nationality: 'E',
    names: 'Andrés',
    lastNames: 'Castaño Ruiz',
    email: 'andres.castano@ejemplo.test',
    phone: '0424-5550103',
    dateBirth: '1978-11-25',
    state: 'VE-A',
    municipality: 101,
    grades: ['4'],
    type: 'Renovación',
    createdAt: daysAgo(2),
  },
  {
    dni: '30987654',
    nationality: 'V',
    names: 'Yusmary',
    lastNames: 'Hernández',
    email: 'yusmary.hernandez@ejemplo.test',
    phone: '0416-5550104',
    dateBirth: '2004-05-09',
    state: 'VE-M',
    municipality: 1303,
    grades: ['1', '2'],
    type: 'Primera vez',
    createdAt: daysAgo(1),
  },
];

/**
 * The demo's requests, inside the demo seed's transaction (an empty database only), with the
 * requests switch on: the migration seeds it off, which is what a real installation starts with.
 */
export async function seedDemoPreRegistrations(tx: Db): Promise<void> {
  await tx.insert(preRegistrations).values(demoRequests);
  await tx
    .update(settings)
    .set({ enabled: true, updatedAt: new Date() })
    .where(eq(settings.key, PRE_REGISTER_SETTING_KEY));
}
