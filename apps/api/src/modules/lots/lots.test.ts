import { describe, expect, it } from 'vitest';
import { type LotBody, lotsTestKit } from './testing';

const kit = lotsTestKit();
const { create, update, list, created, issue, written, auditOf } = kit;

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
