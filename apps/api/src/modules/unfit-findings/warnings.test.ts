import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { callerOf, certificatesApp, newCertificate } from '../certificates/testing';
import {
  collegeDoctor,
  DAY_MS,
  finding,
  president,
  roadOther,
  roadSameNumber,
  unfitKit,
} from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await certificatesApp();
}, 60_000);
afterAll(() => t.close());
const kit = unfitKit(() => t);
const certifields = callerOf(() => t);
const DRIVER = { dni: '26333444', nationality: 'V', grade: '3' };
const SECRET = 'Hemianopsia bilateral secreta';

async function recordAged(who: Parameters<typeof kit.record>[0], days: number, over = {}) {
  const response = await kit.record(who, finding({ ...DRIVER, reason: SECRET, ...over }));
  expect(response.statusCode, response.body).toBe(200);
  const { id } = response.json().data as { id: number };
  await kit.age(id, days);
  return id;
}

describe('GET /api/unfitFindings/warnings', () => {
  beforeAll(async () => {
    await recordAged(roadOther, 29); // another doctor, 29 days ago: warned of
    await recordAged(roadOther, 31); // another doctor, 31 days ago: too old
    await recordAged(roadOther, 2, { grade: '4' }); // another grade
    await recordAged(roadOther, 2, { nationality: 'E' }); // another driver
    await recordAged(roadSameNumber, 1); // number 10231 on the road: the college doctor's own
    await recordAged(president, 10); // the VE-A President, no number: another doctor
  });

  it('tells an issuing doctor of other doctors’ findings within 30 days: count and dates only', async () => {
    const response = await kit.warnings(collegeDoctor, DRIVER);
    expect(response.statusCode, response.body).toBe(200);
    const now = new Date('2026-06-15T15:00:00Z').getTime();
    expect(response.json()).toEqual({
      data: {
        count: 2,
        dates: [
          new Date(now - 10 * DAY_MS).toISOString(),
          new Date(now - 29 * DAY_MS).toISOString(),
        ],
      },
    });
    // Neither the reason nor who found it.
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toMatch(/reason|schoolNumber|createdBy|state|10388/);
  });

  it('never counts the doctor’s own findings, under any of their accounts', async () => {
    const road = (await kit.warnings(roadSameNumber, DRIVER)).json().data;
    expect(road.count).toBe(2);
    // The road Admin found three of these themselves: only the two others' are told.
    const other = (await kit.warnings(roadOther, DRIVER)).json().data;
    expect(other.dates).toEqual([
      new Date(Date.parse('2026-06-15T15:00:00Z') - 1 * DAY_MS).toISOString(),
      new Date(Date.parse('2026-06-15T15:00:00Z') - 10 * DAY_MS).toISOString(),
    ]);
  });

  it('answers none for another grade or a driver never found unfit, and 400 for bad input', async () => {
    const none = { count: 0, dates: [] };
    expect((await kit.warnings(collegeDoctor, { ...DRIVER, grade: '5' })).json().data).toEqual(
      none,
    );
    expect((await kit.warnings(collegeDoctor, { ...DRIVER, dni: '11222333' })).json().data).toEqual(
      none,
    );
    const bad = await kit.warnings(collegeDoctor, { ...DRIVER, grade: 'Z', dni: '1' });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['grade', 'dni']));
  });
});

describe('the public verification and issuing', () => {
  it('still issues the driver’s certificate, and its public answer carries nothing of a finding', async () => {
    const issued = await certifields('director.vial.medicos', {
      method: 'POST',
      url: '/createCertifields',
      payload: newCertificate({ dni: DRIVER.dni, grade: DRIVER.grade }),
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const { serial } = issued.json().data as { serial: number };
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/certifields/searchFree?serial=${serial}`,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(Object.keys(verified.json().data).sort()).toEqual(
      [
        'serial',
        'status',
        'version',
        'names',
        'lastNames',
        'maskedDni',
        'grade',
        'typeCertifields',
        'rules',
        'glasses',
        'expeditionDate',
        'dueDate',
        'doctor',
        'licenseNumber',
        'state',
      ].sort(),
    );
    expect(verified.body).not.toContain(SECRET);
    expect(verified.body).not.toMatch(/apto|unfit|reason|motivo/i);
  });
});
