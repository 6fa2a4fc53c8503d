import { apiPaths } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../auth/sessions';
import { createOperativeGate } from './gate';
import { operativesKit } from './testing';

const kit = operativesKit();
const gate = () => createOperativeGate(kit.t().database.db);
/** What the gate reads of a session: its account. */
const sessionOf = (accountId: number, role = 'VialDirector', module = 'medicVial') =>
  ({ account: { id: accountId, role, module } }) as unknown as Pick<AuthContext, 'account'>;

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'passed',
    (error: { code?: string }) => error.code,
  );

describe('the operative gate (issuing and charging at an operative)', () => {
  it('answers an operative in progress to its doctor and to the road Admin', async () => {
    const doctor = await kit.doctor();
    const { id } = await kit.seed(doctor.token);
    expect((await kit.put(doctor.token, apiPaths.startOperative, id)).statusCode).toBe(200);
    const expected = { id, state: 'VE-A', municipality: 101, doctorAccountId: doctor.accountId };
    expect(await gate().inProgressFor(sessionOf(doctor.accountId), id)).toEqual(expected);
    expect(await gate().inProgressFor(sessionOf(1, 'Admin'), id)).toEqual(expected);
    // Issuing there is its doctor's only, the Admin included (decision 0053).
    expect(await gate().issuingAt(sessionOf(doctor.accountId), id)).toEqual(expected);
    for (const other of [sessionOf(1, 'Admin'), sessionOf(doctor.accountId + 1)]) {
      expect(await codeOf(gate().issuingAt(other, id))).toBe('OPERATIVE_NOT_YOURS');
    }
  });

  it('refuses an unknown one (404), another doctor’s (403), one not in progress (409)', async () => {
    const doctor = await kit.doctor();
    const { id } = await kit.seed(doctor.token);
    expect(await codeOf(gate().inProgressFor(sessionOf(doctor.accountId), 999_999))).toBe(
      'OPERATIVE_NOT_FOUND',
    );
    expect(await codeOf(gate().inProgressFor(sessionOf(doctor.accountId + 1), id))).toBe(
      'OPERATIVE_NOT_YOURS',
    );
    expect(await codeOf(gate().inProgressFor(sessionOf(doctor.accountId), id))).toBe(
      'OPERATIVE_NOT_IN_PROGRESS',
    );
    expect(
      await codeOf(gate().inProgressFor(sessionOf(doctor.accountId, 'Admin', 'medic'), id)),
    ).toBe('WRONG_MODULE');
  });
});
