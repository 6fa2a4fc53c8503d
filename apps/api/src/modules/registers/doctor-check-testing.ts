import type { Db } from '../../db/client';
import { registers, schoolNumbers } from '../../db/schema/index';

export type PlantedPerson = {
  names: string;
  lastNames: string;
  /** The college number, in VE-A. */
  number: string;
  type?: 'medic' | 'nurse';
  licence?: string;
  /** Enabled for road medicine (needs `licence`); false keeps a licence without it. */
  vial?: boolean;
};

let planted = 0;

/** Registers written straight to the tables, one solvent college number each in VE-A. */
export async function plantPeople(db: Db, people: PlantedPerson[]): Promise<void> {
  for (const person of people) {
    planted += 1;
    const nurse = person.type === 'nurse';
    const [row] = await db
      .insert(registers)
      .values({
        dni: String(40_000_000 + planted),
        nationality: 'V',
        names: person.names,
        lastNames: person.lastNames,
        gender: 'F',
        phone: '0414-7654321',
        specialty: nurse ? 'Enfermería General' : 'Medicina General',
        type: person.type ?? 'medic',
        academicDegree: nurse ? 'Licenciatura en Enfermería' : null,
      })
      .returning({ id: registers.id });
    if (!row) throw new Error('planted register not inserted');
    await db.insert(schoolNumbers).values({
      registerId: row.id,
      state: 'VE-A',
      schoolNumber: person.number,
      registerDate: '2015-03-02',
      currentSolvency: '2030-12-31',
      medicVial: person.vial ?? false,
      licenseNumber: person.licence ?? null,
    });
  }
}
