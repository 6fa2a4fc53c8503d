import { describe, expect, it } from 'vitest';
import { createUserInputSchema, listUsersQuerySchema } from './users';

describe('user schemas', () => {
  it('applies the list defaults of docs/product/rules.md', () => {
    expect(listUsersQuerySchema.parse({})).toEqual({
      limit: 10,
      page: 1,
      order_by: 'createdAt',
      order_direction: 'desc',
    });
    expect(listUsersQuerySchema.parse({ date_range: ',2026-01-31' }).date_range).toEqual([
      '',
      '2026-01-31',
    ]);
    expect(listUsersQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
    expect(listUsersQuerySchema.safeParse({ order_by: 'password' }).success).toBe(false);
    expect(listUsersQuerySchema.safeParse({ nope: '1' }).success).toBe(false);
  });

  it('keeps names to letters, accents, ñ and spaces (and a mark between letters)', () => {
    const base = {
      email: 'a@b.ve',
      dni: '12345678',
      names: 'María José',
      lastNames: 'Núñez',
      genders: 'F',
      phone1: '0414-1234567',
      rol: 'Secretary',
      state: 'VE-A',
    };
    expect(createUserInputSchema.safeParse(base).success).toBe(true);
    const bad = createUserInputSchema.safeParse({ ...base, names: 'María2' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      'Solo letras y espacios; el apóstrofo y el guion, solo entre dos letras',
    );
  });
});
