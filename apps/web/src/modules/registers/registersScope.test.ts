import { apiPaths } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { registersAccessOf, registersPaths } from './registersScope';

describe('registersAccessOf', () => {
  it("gives the road-medicine Admin the enabled medics' list, read only", () => {
    expect(registersAccessOf('road', { module: 'medicVial', role: 'Admin' })).toEqual({
      allowed: true,
      canWrite: false,
      types: ['medic'],
      adminColumns: false,
    });
    expect(registersPaths.road.list).toBe(apiPaths.registers);
  });

  it('shuts the road-medicine doctors and every college account out of the road scope', () => {
    expect(registersAccessOf('road', { module: 'medicVial', role: 'VialDirector' }).allowed).toBe(
      false,
    );
    expect(registersAccessOf('road', { module: 'medic', role: 'Admin' }).allowed).toBe(false);
  });

  it('keeps the college scope closed to road medicine and open to the colleges', () => {
    expect(registersAccessOf('college', { module: 'medicVial', role: 'Admin' }).allowed).toBe(
      false,
    );
    expect(registersAccessOf('college', { module: 'medic', role: 'Admin' })).toMatchObject({
      allowed: true,
      canWrite: true,
      adminColumns: true,
    });
  });
});
