import { describe, expect, it } from 'vitest';
import { insertLot } from '../certificates/testing';
import { CERTIFIELDS, certificateBody, type Doctor, PREFIX, roadKit } from './certificate-testing';

const kit = roadKit();
const { doctor, call, issued } = kit;
const get = async (who: Doctor, url: string) => {
  const response = await call(who.token, { method: 'GET', url: `${PREFIX}${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const nextSerial = (who: Doctor) => get(who, '/nextSerial');
const lot = (state: string, initialNumber: number, finalNumber: number, numberTP: string) =>
  insertLot(kit.t(), { state, initialNumber, finalNumber, numberTP });

describe('GET /api/credentialMedic/nextSerial', () => {
  it('offers nothing when the doctor’s state has no lot', async () => {
    expect(await nextSerial(await doctor('VialDirector', { state: 'VE-M' }))).toEqual({
      serial: null,
      lotId: null,
      numberTP: null,
    });
  });

  it('offers the serial after the doctor’s last, else the lowest free of the first lot with one', async () => {
    // VE-C: two lots, the later one created first (lots go by their first serial, not by id);
    // VE-D: a lot right after the first VE-C lot.
    await lot('VE-C', 3_000_101, 3_000_200, 'TP-C2');
    await lot('VE-C', 3_000_001, 3_000_003, 'TP-C1');
    await lot('VE-D', 3_000_004, 3_000_010, 'TP-D');
    const [a, b] = [
      await doctor('VialDirector', { state: 'VE-C' }),
      await doctor('VialDirector', { state: 'VE-C' }),
    ];
    const offer = (serial: number, numberTP: string) =>
      expect.objectContaining({ serial, numberTP, lotId: expect.any(Number) });

    // Nothing issued yet: the first serial of the first lot.
    expect(await nextSerial(a)).toEqual(offer(3_000_001, 'TP-C1'));
    await issued(a.token, 3_000_001);
    // A: the serial after their last. B, who issued none: past the used start of the lot.
    expect(await nextSerial(a)).toEqual(offer(3_000_002, 'TP-C1'));
    expect(await nextSerial(b)).toEqual(offer(3_000_002, 'TP-C1'));
    // B's next (3000004) is free but of VE-D's lot: back to the lowest free serial of VE-C.
    await issued(b.token, 3_000_003);
    expect(await nextSerial(b)).toEqual(offer(3_000_002, 'TP-C1'));
    // The first lot used up: the second lot's first serial.
    await issued(a.token, 3_000_002);
    expect(await nextSerial(a)).toEqual(offer(3_000_101, 'TP-C2'));
    // A gap inside the second lot: B is offered it; A goes on after their last.
    await issued(a.token, 3_000_101);
    await issued(a.token, 3_000_102);
    await issued(a.token, 3_000_104);
    expect(await nextSerial(b)).toEqual(offer(3_000_103, 'TP-C2'));
    expect(await nextSerial(a)).toEqual(offer(3_000_105, 'TP-C2'));
  });

  it('offers nothing when every serial of the state is used', async () => {
    await lot('VE-E', 3_100_001, 3_100_002, 'TP-E');
    const mine = await doctor('VialDirector', { state: 'VE-E' });
    await issued(mine.token, 3_100_002);
    await issued(mine.token, 3_100_001);
    expect(await nextSerial(mine)).toEqual({ serial: null, lotId: null, numberTP: null });
  });
});

describe('GET /api/credentialMedic/searchSerialInLote', () => {
  it('answers the lot, the certificate on the serial, and whether the lot is of the doctor’s state', async () => {
    await lot('VE-F', 3_200_001, 3_200_010, 'TP-F');
    await lot('VE-G', 3_200_011, 3_200_020, 'TP-G');
    const mine = await doctor('VialDirector', { state: 'VE-F' });
    const taken = await issued(mine.token, 3_200_002);
    const search = (serial: number | string) => get(mine, `/searchSerialInLote?serial=${serial}`);

    expect(await search(3_200_001)).toMatchObject({
      lot: { state: 'VE-F', numberTP: 'TP-F', used: 1, free: 9 },
      certificateId: null,
      inOwnState: true,
    });
    expect(await search(3_200_002)).toMatchObject({ certificateId: taken.id, inOwnState: true });
    expect(await search(3_200_011)).toMatchObject({
      lot: { state: 'VE-G' },
      certificateId: null,
      inOwnState: false,
    });
    expect(await search(3_299_999)).toEqual({ lot: null, certificateId: null, inOwnState: false });
    const bad = await call(mine.token, {
      method: 'GET',
      url: `${PREFIX}/searchSerialInLote?serial=x`,
    });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('GET /api/credentialMedic/previousCertificate', () => {
  it('answers the driver’s newest certificate of any issuer, only the holder’s fields', async () => {
    const mine = await doctor();
    const driver = { dni: '27555444', names: 'Rosalba', lastNames: 'Itriago' };
    const previous = (query: string) => get(mine, `/previousCertificate?${query}`);
    expect(await previous(`dni=${driver.dni}`)).toBeNull();

    // An older certificate from the college, then a newer one from another road doctor.
    const college = await call(await kit.demo('colegio', 'director.vial.medicos'), {
      method: 'POST',
      url: `${CERTIFIELDS}/createCertifields`,
      payload: certificateBody(1_000_301, { ...driver, occupation: 'Chofer' }),
    });
    expect(college.statusCode, college.body).toBe(200);
    expect(await previous(`dni=${driver.dni}&nationality=V`)).toMatchObject({
      serial: 1_000_301,
      occupation: 'Chofer',
    });
    const other = await doctor();
    await issued(other.token, 1_000_302, { ...driver, occupation: 'Taxista', grade: '3' });

    expect(await previous(`dni=${driver.dni}`)).toEqual({
      serial: 1_000_302,
      expeditionDate: '2026-06-10',
      dni: driver.dni,
      nationality: 'V',
      names: driver.names,
      lastNames: driver.lastNames,
      birthDate: '1990-02-03',
      stateOrigin: null,
      occupation: 'Taxista',
      bloodType: 'O+',
      glasses: false,
      grade: '3',
      typeCertifields: 'Primera vez',
    });
    // The nationality is part of the identity.
    expect(await previous(`dni=${driver.dni}&nationality=E`)).toBeNull();
    const bad = await call(mine.token, {
      method: 'GET',
      url: `${PREFIX}/previousCertificate?dni=abc`,
    });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
