import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { TOP_PASSWORDS } from './common-passwords-top';

const top = TOP_PASSWORDS.split('\n').filter(Boolean);

describe('the common-password list (decision 0050)', () => {
  it('holds the 10,000 most common passwords of 8+ characters, in lower case, once each', () => {
    expect(top).toHaveLength(10_000);
    expect(new Set(top).size).toBe(10_000);
    expect(top.every((password) => password.length >= 8)).toBe(true);
    expect(top.every((password) => password === password.toLowerCase())).toBe(true);
    expect(top.slice(0, 2)).toEqual(['password', '12345678']);
  });

  it('refuses its entries whatever their case, head to tail, and the local favourites', () => {
    for (const password of ['qwerty1234', 'Password123', 'QWERTY1234', ...top.slice(-5)])
      expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword('Venezuela123')).toBe(true);
  });

  it('accepts a strong password, and refuses the e-mail as a password', () => {
    expect(isCommonPassword('Mi-Nueva-Clave-2026')).toBe(false);
    expect(isCommonPassword('tibio-Roraima-cardumen-41')).toBe(false);
    expect(isCommonPassword('Maria.Perez@aptovial.test', 'maria.perez@aptovial.test')).toBe(true);
  });
});
