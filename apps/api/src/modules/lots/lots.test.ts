import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  certificateLots,
  certificates,
  registers,
  schoolNumbers,
} from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, type Scope } from '../../test/auth';
import { createSeededApp } from '../../test/demo';
import { tokensFor } from '../users/testing';
import { createLotsRepo } from './repo';

let t: TestApp;
let schoolNumberId: number;
beforeAll(async () => {
  t = await createSeededApp();
  const db = t.database.db;
  const [register] = await db
    .insert(registers)
    .values({
      dni: '30111222',
      nationality: 'V',
      names: 'María José',
      lastNames: 'Pérez Añez',
      gender: 'F',
      specialty: 'Medicina General',
      type: 'medic',
    })
    .returning();
  if (!register) throw new Error('register not inserted');
  const [number] = await db
    .insert(schoolNumbers)
    .values({
      registerId: register.id,
      state: 'VE-A',
      schoolNumber: '7788',
      registerDate: '2010-01-15',
      currentSolvency: '2030-12-31',
      medicVial: true,
      licenseNumber: 'H-7788',
    })
    .returning();
  if (!number) throw new Error('school number not inserted');
  schoolNumberId = number.id;
});
afterAll(() => t.close());

const tokenOf = tokensFor(() => t);
type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
async function call(name: string, request: Call, scope: Scope = 'colegio') {
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: bearer(await tokenOf(scope, name)),
    ...(request.payload ? { payload: request.payload } : {}),
  });
}
const LOTS = '/api/certifieldLotes';
const create = (payload: object, name = 'admin.medicos') =>
  call(name, { method: 'POST', url: `${LOTS}/createCertifieldLotes`, payload });
const update = (payload: object, name = 'admin.medicos') =>
  call(name, { method: 'PUT', url: `${LOTS}/updatedCertifieldLotes`, payload });
const list = (query = '', name = 'admin.medicos') =>
  call(name, { method: 'GET', url: `${LOTS}${query}` });

type LotBody = {
  id: number;
  state: string;
  initialNumber: number;
  finalNumber: number;
  numberTP: string;
  used: number;
  free: number;
  createdBy: string | null;
};
async function created(initialNumber: number, finalNumber: number, state = 'VE-A') {
  const response = await create({ state, initialNumber, finalNumber, numberTP: `TP-${state}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as LotBody;
}

/** The row of a certificate on `serial` of the lot (as issuing would write it). */
const certificateOn = (lot: { id: number; state: string }, serial: number) => ({
  serial,
  lotId: lot.id,
  state: lot.state,
  place: 'Caracas',
  expeditionDate: '2025-01-10',
  dueDate: '2030-01-10',
  dni: String(10_000_000 + serial),
  nationality: 'V' as const,
  names: 'Ana',
  lastNames: 'Gómez',
  birthDate: '1990-01-01',
  grade: '3',
  type: 'Primera vez',
  schoolNumberId,
  nameDoctor: 'María José Pérez Añez',
  dniDoctor: '30111222',
});

/** A certificate on `serial` of the lot, written straight to the table. */
async function issue(lot: { id: number; state: string }, serial: number) {
  const [row] = await t.database.db
    .insert(certificates)
    .values(certificateOn(lot, serial))
    .returning({ id: certificates.id });
  if (!row) throw new Error('certificate not inserted');
  return row.id;
}

/** Lots and lot audit rows: a refused request must leave both unchanged. */
async function written() {
  const db = t.database.db;
  const [lots] = await db.select({ n: count() }).from(certificateLots);
  const [events] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(eq(auditEvents.entity, 'certificate_lot'));
  return { lots: lots?.n, events: events?.n };
}
const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'certificate_lot'), eq(auditEvents.entityId, String(id))))
    .orderBy(auditEvents.id);

describe('create and list', () => {
  it('lists lots by initial number, descending, with the creator and an audit row', async () => {
    const low = await created(1_000, 1_099);
    const high = await created(3_000, 3_049);
    const middle = await created(2_000, 2_009, 'VE-B');
    expect(high).toMatchObject({
      state: 'VE-A',
      used: 0,
      free: 50,
      numberTP: 'TP-VE-A',
      createdBy: 'admin.medicos@aptovial.test',
    });
    const response = await list('?limit=100');
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json().data as LotBody[]).map((lot) => lot.id);
    expect(ids.filter((id) => [low.id, high.id, middle.id].includes(id))).toEqual([
      high.id,
      middle.id,
      low.id,
    ]);
    const ascending = (await list('?limit=100&order_direction=asc')).json().data as LotBody[];
    const initials = ascending.map((lot) => lot.initialNumber);
    expect(initials).toEqual([...initials].sort((a, b) => a - b));
    const [event] = await auditOf(high.id);
    expect(event).toMatchObject({ action: 'lot_created' });
    expect(event?.changes).toMatchObject({
      initialNumber: { before: null, after: 3_000 },
      finalNumber: { before: null, after: 3_049 },
      state: { before: null, after: 'VE-A' },
    });
  });

  it('filters by state and numberTP and pages with a total', async () => {
    const lot = await created(4_000, 4_009, 'VE-C');
    const byState = (await list('?state=VE-C')).json();
    expect(byState).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(byState.data[0].id).toBe(lot.id);
    const byTP = (await list('?numberTP=TP-VE-C')).json();
    expect(byTP.data.map((row: LotBody) => row.id)).toEqual([lot.id]);
    const paged = (await list('?limit=1&page=2')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
  });

  it('counts used and free serials from the certificates of each lot', async () => {
    const lot = await created(5_000, 5_099);
    const other = await created(5_100, 5_109);
    await issue(lot, 5_000);
    await issue(lot, 5_050);
    await issue(other, 5_105);
    const rows = (await list('?limit=100')).json().data as LotBody[];
    expect(rows.find((row) => row.id === lot.id)).toMatchObject({ used: 2, free: 98 });
    expect(rows.find((row) => row.id === other.id)).toMatchObject({ used: 1, free: 9 });
  });
});

describe('overlap', () => {
  it('refuses a lot sharing a serial with another, even at one end, and writes nothing', async () => {
    await created(10_001, 10_100);
    const before = await written();
    for (const [initialNumber, finalNumber] of [
      [10_100, 10_200],
      [9_900, 10_001],
      [10_050, 10_060],
      [9_000, 11_000],
    ]) {
      const response = await create({ state: 'VE-B', initialNumber, finalNumber, numberTP: 'X' });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'LOT_OVERLAP',
        message: 'El rango de seriales se cruza con el de otro lote.',
        errors: [{ field: 'initialNumber', message: 'Se cruza con el lote 10001–10100 (VE-A)' }],
      });
    }
    expect(await written()).toEqual(before);
    await created(10_101, 10_200);
  });

  it('lets exactly one of two concurrent overlapping creates win', async () => {
    const before = await written();
    const [first, second] = await Promise.all([
      create({ state: 'VE-A', initialNumber: 20_000, finalNumber: 20_100, numberTP: 'A' }),
      create({ state: 'VE-B', initialNumber: 20_100, finalNumber: 20_200, numberTP: 'B' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const after = await written();
    expect(after.lots).toBe((before.lots ?? 0) + 1);
    expect(after.events).toBe((before.events ?? 0) + 1);
  });

  it('refuses an update onto another lot', async () => {
    await created(21_000, 21_099);
    const moving = await created(21_100, 21_199);
    const response = await update({ ...moving, finalNumber: 21_199, initialNumber: 21_050 });
    expect(response.statusCode).toBe(400); // `used`, `free`... are not update fields
    const before = await written();
    const overlapping = await update({
      id: moving.id,
      state: 'VE-A',
      initialNumber: 21_050,
      finalNumber: 21_199,
      numberTP: moving.numberTP,
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error).toBe('LOT_OVERLAP');
    expect(await written()).toEqual(before);
  });
});

describe('update', () => {
  const fields = (lot: LotBody) => ({
    id: lot.id,
    state: lot.state,
    initialNumber: lot.initialNumber,
    finalNumber: lot.finalNumber,
    numberTP: lot.numberTP,
  });

  it('changes an unused lot in any way and audits the changed fields', async () => {
    const lot = await created(30_000, 30_099);
    const response = await update({ ...fields(lot), state: 'VE-D', finalNumber: 30_199 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ state: 'VE-D', finalNumber: 30_199, free: 200 });
    const events = await auditOf(lot.id);
    expect(events.map((event) => event.action)).toEqual(['lot_created', 'lot_updated']);
    expect(events[1]?.changes).toEqual({
      state: { before: 'VE-A', after: 'VE-D' },
      finalNumber: { before: 30_099, after: 30_199 },
    });
  });

  it('never leaves an issued serial outside the range nor moves a used lot to another state', async () => {
    const lot = await created(31_000, 31_099);
    await issue(lot, 31_010);
    await issue(lot, 31_090);
    const before = await written();
    const refused = [
      [{ ...fields(lot), initialNumber: 31_011 }, 'initialNumber'],
      [{ ...fields(lot), finalNumber: 31_089 }, 'finalNumber'],
      [{ ...fields(lot), state: 'VE-B' }, 'state'],
    ] as const;
    for (const [payload, field] of refused) {
      const response = await update(payload);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ error: 'LOT_IN_USE', errors: [{ field }] });
    }
    expect(await written()).toEqual(before);
    const shrunk = await update({ ...fields(lot), initialNumber: 31_010, finalNumber: 31_090 });
    expect(shrunk.statusCode, shrunk.body).toBe(200);
    expect(shrunk.json().data).toMatchObject({ used: 2, free: 79 });
    const renamed = await update({
      ...fields(lot),
      finalNumber: 31_090,
      initialNumber: 31_010,
      numberTP: 'TP-2',
    });
    expect(renamed.json().data.numberTP).toBe('TP-2');
  });

  it('answers 404 for an unknown lot, 400 for an unknown state or a reversed range', async () => {
    const lot = await created(32_000, 32_009);
    const before = await written();
    const missing = await update({ ...fields(lot), id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('NOT_FOUND');
    const unknownState = await update({ ...fields(lot), state: 'VE-Q' });
    expect(unknownState.statusCode).toBe(400);
    expect(unknownState.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      errors: [{ field: 'state' }],
    });
    const createdUnknown = await create({
      ...fields(lot),
      id: undefined,
      state: 'VE-Q',
      initialNumber: 32_100,
      finalNumber: 32_110,
    });
    expect(createdUnknown.json().errors).toEqual([
      { field: 'state', message: 'Estado desconocido' },
    ]);
    const reversed = await create({
      state: 'VE-A',
      initialNumber: 32_200,
      finalNumber: 32_100,
      numberTP: 'X',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      { field: 'finalNumber', message: 'El número final debe ser mayor o igual que el inicial' },
    ]);
    const zero = await create({ state: 'VE-A', initialNumber: 0, finalNumber: 10, numberTP: 'X' });
    expect(zero.statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });
});

describe('who may do what', () => {
  it('lets a President read only their own state and refuses their writes', async () => {
    const own = await created(40_000, 40_009, 'VE-A');
    const other = await created(40_100, 40_109, 'VE-B');
    const response = await list('?limit=100', 'presidente.medicos');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as LotBody[];
    expect(rows.every((row) => row.state === 'VE-A')).toBe(true);
    expect(rows.map((row) => row.id)).toContain(own.id);
    expect((await list('?state=VE-B', 'presidente.medicos')).json().total).toBe(0);
    const hidden = await call('presidente.medicos', {
      method: 'GET',
      url: `${LOTS}/listCertifields?id=${other.id}`,
    });
    expect(hidden.statusCode).toBe(404);
    const before = await written();
    const refused = await create(
      { state: 'VE-A', initialNumber: 40_200, finalNumber: 40_209, numberTP: 'X' },
      'presidente.medicos',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('FORBIDDEN');
    const edit = await update(
      { id: own.id, state: 'VE-A', initialNumber: 40_000, finalNumber: 40_001, numberTP: 'X' },
      'presidente.medicos',
    );
    expect(edit.statusCode).toBe(403);
    expect(await written()).toEqual(before);
    expect((await list('', 'directiva.medicos')).statusCode).toBe(200);
  });

  it('refuses the nurse module (403), INTT (WRONG_MODULE) and calls without a session', async () => {
    const nurse = await list('', 'admin.enfermeras');
    expect(nurse.statusCode).toBe(403);
    expect(nurse.json().error).toBe('FORBIDDEN');
    const nurseSearch = await call('admin.enfermeras', {
      method: 'GET',
      url: '/api/certifields/searchSerialInLote?serial=5',
    });
    expect(nurseSearch.statusCode).toBe(403);
    const intt = await call('funcionario.intt', { method: 'GET', url: LOTS }, 'INTT');
    expect(intt.statusCode).toBe(403);
    expect(intt.json().error).toBe('WRONG_MODULE');
    const anonymous = await t.app.inject({ method: 'GET', url: LOTS });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('searchSerialInLote', () => {
  const search = (serial: string, name = 'admin.medicos') =>
    call(name, { method: 'GET', url: `/api/certifields/searchSerialInLote?serial=${serial}` });

  it('finds the lot and the certificate already on the serial', async () => {
    const lot = await created(50_000, 50_099, 'VE-B');
    const certificateId = await issue(lot, 50_007);
    const taken = await search('50007');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({
      lot: { id: lot.id, used: 1, free: 99, state: 'VE-B' },
      certificateId,
    });
    for (const serial of ['50000', '50099', ' 50050 ']) {
      expect((await search(serial)).json().data).toMatchObject({
        lot: { id: lot.id },
        certificateId: null,
      });
    }
    // Another state's lot is answered too: the issue form says the serial is not of its state.
    expect((await search('50001', 'presidente.medicos')).json().data.lot.state).toBe('VE-B');
  });

  it('answers null outside every lot, and 400 for an empty or non-numeric serial', async () => {
    await created(51_000, 51_009);
    expect((await search('50999')).json().data).toEqual({ lot: null, certificateId: null });
    expect((await search('51010')).json().data).toEqual({ lot: null, certificateId: null });
    expect((await search('99999999')).json().data).toEqual({ lot: null, certificateId: null });
    for (const serial of ['', 'abc', '12a', '-5', '0', '12345678901']) {
      const response = await search(encodeURIComponent(serial));
      expect(response.statusCode, serial).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
  });
});

describe('listCertifields', () => {
  it('pages the certificates of a lot with the issuing doctor', async () => {
    const lot = await created(60_000, 60_099);
    const other = await created(60_100, 60_199);
    await issue(other, 60_150);
    for (const serial of [60_003, 60_001, 60_002]) await issue(lot, serial);
    const url = (query: string) => `${LOTS}/listCertifields?id=${lot.id}${query}`;
    const first = await call('admin.medicos', { method: 'GET', url: url('&limit=2') });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(body.data.map((row: { serial: number }) => row.serial)).toEqual([60_003, 60_002]);
    expect(body.data[0]).toMatchObject({
      lotId: lot.id,
      numberTP: 'TP-VE-A',
      state: 'VE-A',
      typeCertifields: 'Primera vez',
      status: true,
      createdBy: {
        schoolNumberId,
        schoolNumber: '7788',
        licenseNumber: 'H-7788',
        state: 'VE-A',
        names: 'María José',
        lastNames: 'Pérez Añez',
        dni: '30111222',
      },
      updatedBy: null,
    });
    const second = await call('admin.medicos', {
      method: 'GET',
      url: url('&limit=2&page=2'),
    });
    expect(second.json().data.map((row: { serial: number }) => row.serial)).toEqual([60_001]);
    const ascending = await call('admin.medicos', {
      method: 'GET',
      url: url('&order_by=serial&order_direction=asc'),
    });
    expect(ascending.json().data.map((row: { serial: number }) => row.serial)).toEqual([
      60_001, 60_002, 60_003,
    ]);
    const missing = await call('admin.medicos', {
      method: 'GET',
      url: `${LOTS}/listCertifields?id=999999`,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await call('admin.medicos', {
      method: 'GET',
      url: `${LOTS}/listCertifields?id=x`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('lotOfSerial (for issuing certificates)', () => {
  it('answers the lot holding a serial inside the caller’s transaction', async () => {
    const lot = await created(70_000, 70_009, 'VE-C');
    const repo = createLotsRepo(t.database.db);
    const found = await t.database.db.transaction(async (tx) => ({
      inside: await repo.lockHolding(70_009, tx),
      after: await repo.lockHolding(70_010, tx),
    }));
    expect(found.inside).toMatchObject({ id: lot.id, state: 'VE-C' });
    expect(found.after).toBeUndefined();
  });

  it('holds the lot while a certificate is issued: a concurrent shrink waits and is refused', async () => {
    const lot = await created(71_000, 71_099);
    const repo = createLotsRepo(t.database.db);
    let shrink: ReturnType<typeof update> | undefined;
    await t.database.db.transaction(async (tx) => {
      const held = await repo.lockHolding(71_050, tx);
      expect(held?.id).toBe(lot.id);
      await tx.insert(certificates).values(certificateOn(lot, 71_050));
      shrink = update({
        id: lot.id,
        state: lot.state,
        initialNumber: 71_000,
        finalNumber: 71_010,
        numberTP: lot.numberTP,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const response = await shrink;
    expect(response?.statusCode, response?.body).toBe(409);
    expect(response?.json()).toMatchObject({
      error: 'LOT_IN_USE',
      errors: [{ field: 'finalNumber' }],
    });
  });
});
