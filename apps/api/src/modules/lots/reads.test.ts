import { describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index';
import { createLotsRepo } from './repo';
import { LOTS, type LotBody, lotsTestKit } from './testing';

const kit = lotsTestKit();
const { call, create, update, list, created, certificateOn, issue, written } = kit;

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
    expect(rows.map((row) => row.id)).not.toContain(other.id);
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
    const anonymous = await kit.app().app.inject({ method: 'GET', url: LOTS });
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

describe('lotOfSerial (for issuing certificates)', () => {
  it('answers the lot holding a serial inside the caller’s transaction', async () => {
    const lot = await created(70_000, 70_009, 'VE-C');
    const repo = createLotsRepo(kit.app().database.db);
    const found = await kit.app().database.db.transaction(async (tx) => ({
      inside: await repo.lockHolding(70_009, tx),
      after: await repo.lockHolding(70_010, tx),
    }));
    expect(found.inside).toMatchObject({ id: lot.id, state: 'VE-C' });
    expect(found.after).toBeUndefined();
  });

  it('holds the lot while a certificate is issued: a concurrent shrink waits and is refused', async () => {
    const lot = await created(71_000, 71_099);
    const repo = createLotsRepo(kit.app().database.db);
    let shrink: ReturnType<typeof update> | undefined;
    await kit.app().database.db.transaction(async (tx) => {
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
