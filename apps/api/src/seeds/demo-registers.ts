import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, certificateLots, registers, schoolNumbers, users } from '../db/schema/index';

/** The demo account that issues certificates as the road-medicine medic's college number. */
export const DEMO_ISSUER_EMAIL = 'director.vial.medicos@aptovial.test';
/** The demo road-medicine account that works as that same college number. */
export const DEMO_VIAL_EMAIL = 'director.vial@aptovial.test';
/** The demo road-medicine Admin, who issues as a college number of their own (10388). */
export const DEMO_VIAL_ADMIN_EMAIL = 'admin.vial@aptovial.test';
/** The demo lot of serials for VE-A, where those medics issue. */
export const DEMO_LOT = {
  state: 'VE-A',
  initialNumber: 1_000_001,
  finalNumber: 1_001_000,
  numberTP: 'TP-2026-01',
};

/**
 * When the demo lot was delivered: a fixed day long before any demo or test certificate, since an
 * expedition date may not precede its lot's creation (decision 0048).
 */
export const DEMO_LOT_CREATED_AT = new Date('2025-01-02T04:00:00Z');

type DemoRegister = typeof registers.$inferInsert & {
  numbers: Omit<typeof schoolNumbers.$inferInsert, 'registerId'>[];
};

const allTypes = ['Primera vez', 'Renovación', 'Especial'];
const common = { registerDate: '2015-03-02', currentSolvency: '2030-12-31' };

/** A few medics and nurses so the demo's lists and searches show something on the first start. */
const demoRegisters: DemoRegister[] = [
  {
    dni: '20000001',
    nationality: 'V',
    names: 'Alejandro',
    lastNames: 'Mendoza Rivas',
    gender: 'M',
    phone: '0412-5550001',
    dateBirth: '1978-06-14',
    specialty: 'Medicina del Trabajo',
    type: 'medic',
    numbers: [
      {
        state: 'VE-A',
        schoolNumber: '10231',
        ...common,
        medicVial: true,
        licenseNumber: 'MV-0001',
        typeCertificates: allTypes,
        grades: ['1', '2', '3', '4', '5'],
        specialGrades: ['2', '3'],
      },
    ],
  },
  {
    // The road-medicine Admin's own register: the person behind admin.vial@aptovial.test.
    dni: '10000013',
    nationality: 'V',
    names: 'Gabriela',
    lastNames: 'Morales',
    gender: 'F',
    phone: '0414-1234567',
    dateBirth: '1981-09-22',
    specialty: 'Medicina del Trabajo',
    type: 'medic',
    numbers: [
      {
        state: 'VE-A',
        schoolNumber: '10388',
        ...common,
        medicVial: true,
        licenseNumber: 'MV-0002',
        typeCertificates: allTypes,
        grades: ['1', '2', '3', '4', '5'],
        specialGrades: ['2', '3'],
      },
    ],
  },
  {
    dni: '20000002',
    nationality: 'V',
    names: 'Valentina',
    lastNames: 'Suárez Ochoa',
    gender: 'F',
    dateBirth: '1985-01-30',
    specialty: 'Medicina General',
    type: 'medic',
    numbers: [
      { state: 'VE-A', schoolNumber: '11877', ...common },
      {
        state: 'VE-K',
        schoolNumber: '4410',
        registerDate: '2019-09-10',
        currentSolvency: '2024-01-31',
      },
    ],
  },
  {
    dni: '20000003',
    nationality: 'V',
    names: 'Rafael',
    lastNames: 'Quintero',
    gender: 'M',
    specialty: 'Oftalmología',
    type: 'medic',
    numbers: [{ state: 'VE-M', schoolNumber: '7002', ...common }],
  },
  {
    // Enabled for road medicine with no credential yet: the college grants one in the demo.
    dni: '20000005',
    nationality: 'V',
    names: 'Rafael',
    lastNames: 'Contreras Uzcátegui',
    gender: 'M',
    phone: '0416-5550005',
    dateBirth: '1983-11-08',
    specialty: 'Medicina Vial',
    type: 'medic',
    numbers: [
      {
        state: 'VE-A',
        schoolNumber: '10412',
        ...common,
        medicVial: true,
        licenseNumber: 'MV-0003',
        typeCertificates: ['Primera vez', 'Renovación'],
        grades: ['1', '2', '3', '4'],
        specialGrades: [],
      },
    ],
  },
  {
    dni: '20000004',
    nationality: 'V',
    names: 'Marisol',
    lastNames: 'Peña Arteaga',
    gender: 'F',
    specialty: 'Enfermería General',
    type: 'nurse',
    academicDegree: 'Licenciatura en Enfermería',
    numbers: [{ state: 'VE-A', schoolNumber: '30115', ...common }],
  },
];

/** Inserts the demo registers inside the demo seed's transaction (an empty database only). */
export async function seedDemoRegisters(tx: Db): Promise<void> {
  for (const { numbers, ...register } of demoRegisters) {
    const [row] = await tx.insert(registers).values(register).returning({ id: registers.id });
    if (!row) throw new Error(`demo register ${register.dni} not inserted`);
    await tx.insert(schoolNumbers).values(numbers.map((n) => ({ ...n, registerId: row.id })));
  }
  await linkDemoIssuer(tx);
  await tx.insert(certificateLots).values({ ...DEMO_LOT, createdAt: DEMO_LOT_CREATED_AT });
}

/**
 * Number 10231 (VE-A, register 20000001, licence MV-0001) is the college number of two demo
 * accounts: the medic VialDirector issues certificates as it, and the road-medicine VialDirector
 * works as it (its profile shows the number and its register). The road-medicine Admin works as
 * number 10388 (VE-A, licence MV-0002), their own: road medicine issues only as a number.
 */
async function linkDemoIssuer(tx: Db): Promise<void> {
  const holders = [
    { module: 'medic', email: DEMO_ISSUER_EMAIL, schoolNumber: '10231' },
    { module: 'medicVial', email: DEMO_VIAL_EMAIL, schoolNumber: '10231' },
    { module: 'medicVial', email: DEMO_VIAL_ADMIN_EMAIL, schoolNumber: '10388' },
  ] as const;
  for (const holder of holders) {
    const [number] = await tx
      .select({ id: schoolNumbers.id })
      .from(schoolNumbers)
      .where(
        and(eq(schoolNumbers.state, 'VE-A'), eq(schoolNumbers.schoolNumber, holder.schoolNumber)),
      );
    if (!number) throw new Error(`demo school number ${holder.schoolNumber} not inserted`);
    await tx
      .update(accounts)
      .set({ schoolNumberId: number.id })
      .where(
        and(
          eq(accounts.module, holder.module),
          inArray(
            accounts.userId,
            tx.select({ id: users.id }).from(users).where(eq(users.email, holder.email)),
          ),
        ),
      );
  }
}
