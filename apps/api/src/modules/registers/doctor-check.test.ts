import {
  apiPaths,
  DOCTOR_CHECK_MAX_PEOPLE,
  doctorCheckResponseSchema,
  type PublicDoctor,
} from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import { createTestApp, type TestApp } from '../../test/app';
import { expectExactly } from '../../test/exact-answer';
import { expectRefusal } from '../users/testing';
import { plantPeople } from './doctor-check-testing';

// Decision 0084: anyone checks a medic; the answer says only who, which college number, whether
// solvent today and enabled for road medicine. The demo medics (seeds/demo-registers.ts) and a
// few planted people are the data.
const NOW = new Date('2026-11-28T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  const rateLimit = { publicPerMinute: 1000, loginPerMinute: 1000, verifyPerMinute: 1000 };
  t = await createTestApp({ rateLimit }, undefined, () => NOW);
  await t.database.db.transaction((tx) => seedDemoRegisters(tx));
});
afterAll(() => t.close());

const check = (query: string) =>
  t.app.inject({ method: 'GET', url: `${apiPaths.doctorCheck}?${query}` });
async function found(query: string) {
  const response = await check(query);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { data: PublicDoctor[]; more: boolean };
  expectExactly(doctorCheckResponseSchema, body);
  return body;
}
const fullNames = (people: PublicDoctor[]) => people.map((p) => `${p.names} ${p.lastNames}`);

const mendoza: PublicDoctor = {
  names: 'Alejandro',
  lastNames: 'Mendoza Rivas',
  type: 'medic',
  numbers: [
    {
      state: 'VE-A',
      schoolNumber: '10231',
      solvent: true,
      roadMedicine: true,
      licenseNumber: 'MV-0001',
    },
  ],
};

describe('the public doctor check', () => {
  it('finds a medic by college number and answers exactly the public keys', async () => {
    const body = await found('por=colegio&q=10231');
    expect(body).toEqual({ data: [mendoza], more: false });
    const [person] = body.data;
    expect(Object.keys(person ?? {}).sort()).toEqual(['lastNames', 'names', 'numbers', 'type']);
    expect(Object.keys(person?.numbers[0] ?? {}).sort()).toEqual([
      'licenseNumber',
      'roadMedicine',
      'schoolNumber',
      'solvent',
      'state',
    ]);
    // Nothing private anywhere in the answer: the demo medic's dni, phone and birth date.
    for (const secret of ['20000001', '0412-5550001', '1978-06-14', 'Medicina del Trabajo']) {
      expect(JSON.stringify(body)).not.toContain(secret);
    }
  });

  it('finds a medic by road-medicine licence, typed in any case', async () => {
    const body = await found('por=licencia&q=mv-0002');
    expect(fullNames(body.data)).toEqual(['Gabriela Morales']);
    expect(body.data[0]?.numbers[0]).toMatchObject({ schoolNumber: '10388', roadMedicine: true });
  });

  it('finds medics by name, blind to accents and case, ordered by last names', async () => {
    expect(fullNames((await found('por=nombre&q=UZCATEGUI')).data)).toEqual([
      'Rafael Contreras Uzcátegui',
    ]);
    expect(fullNames((await found('por=nombre&q=rafaél')).data)).toEqual([
      'Rafael Contreras Uzcátegui',
      'Rafael Quintero',
    ]);
    // Across names and last names, as the certificate name search.
    expect(fullNames((await found('por=nombre&q=alejandro%20MENDOZA')).data)).toEqual([
      'Alejandro Mendoza Rivas',
    ]);
  });

  it('says per college number whether it is solvent today and enabled for road medicine', async () => {
    const [suarez] = (await found('por=nombre&q=Su%C3%A1rez')).data;
    expect(suarez?.numbers).toEqual([
      {
        state: 'VE-A',
        schoolNumber: '11877',
        solvent: true,
        roadMedicine: false,
        licenseNumber: null,
      },
      {
        state: 'VE-K',
        schoolNumber: '4410',
        solvent: false,
        roadMedicine: false,
        licenseNumber: null,
      },
    ]);
  });

  it('never answers a nurse: only medics examine drivers', async () => {
    expect((await found('por=colegio&q=30115')).data).toEqual([]);
    expect((await found('por=nombre&q=Marisol')).data).toEqual([]);
  });

  it('answers an empty list for a number nobody holds', async () => {
    expect(await found('por=colegio&q=99999')).toEqual({ data: [], more: false });
    expect(await found('por=licencia&q=MV-9999')).toEqual({ data: [], more: false });
  });

  it('hides a licence kept after road medicine was withdrawn', async () => {
    await plantPeople(t.database.db, [
      { names: 'Octavio', lastNames: 'Retirado', number: '77001', licence: 'MV-7701', vial: false },
    ]);
    const [person] = (await found('por=licencia&q=MV-7701')).data;
    expect(person?.numbers).toEqual([
      {
        state: 'VE-A',
        schoolNumber: '77001',
        solvent: true,
        roadMedicine: false,
        licenseNumber: null,
      },
    ]);
  });

  it(`answers at most ${DOCTOR_CHECK_MAX_PEOPLE} people and says there were more`, async () => {
    const many = Array.from({ length: DOCTOR_CHECK_MAX_PEOPLE + 3 }, (_, i) => ({
      names: 'Zoila',
      lastNames: `Quiñónez ${String.fromCharCode(65 + i)}`,
      number: String(88_000 + i),
    }));
    await plantPeople(t.database.db, many);
    const body = await found('por=nombre&q=quinonez');
    expect(body.data).toHaveLength(DOCTOR_CHECK_MAX_PEOPLE);
    expect(body.more).toBe(true);
    // Ordered by last names, every one a match.
    const lastNames = body.data.map((person) => person.lastNames);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b, 'es')));
    expect(lastNames.every((name) => name.startsWith('Quiñónez '))).toBe(true);
    const exact = await found('por=nombre&q=quinonez%20a');
    expect(fullNames(exact.data)).toEqual(['Zoila Quiñónez A']);
    expect(exact.more).toBe(false);
  });
});

describe('bad input to the public doctor check', () => {
  it.each([
    ['por=nombre&q=ab', 'q', /al menos 3 letras/],
    ['por=nombre&q=a%20b%20', 'q', /al menos 3 letras/],
    ['por=nombre&q=ana1', 'q', /solo letras/],
    ['por=nombre&q=ana%25', 'q', /solo letras/],
    ['por=colegio&q=10%20231', 'q', /número de colegio/],
    ['por=licencia&q=MV_0001', 'q', /licencia/],
    ['por=cedula&q=12345678', 'por', /Tipo de búsqueda desconocido/],
    ['q=10231', 'por', /Tipo de búsqueda desconocido/],
    ['por=colegio', 'q', /Escriba qué buscar/],
    ['por=colegio&q=%20', 'q', /Escriba qué buscar/],
    [`por=nombre&q=${'a'.repeat(81)}`, 'q', /hasta 80 caracteres/],
  ])('refuses %s in Spanish, naming %s', async (query, field, message) => {
    const body = expectRefusal(await check(query), field);
    const named = body.errors?.find((error) => error.field === field);
    expect(named?.message).toMatch(message);
  });

  it('refuses a parameter it does not know', async () => {
    expectRefusal(await check('por=colegio&q=10231&dni=20000001'));
  });
});
