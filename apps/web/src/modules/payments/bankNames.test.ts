import { banks } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { bankName, bankOptions } from './money';

describe('bank names as a person reads them', () => {
  it('spells every name with its accents', () => {
    expect(bankOptions.map((option) => option.label)).toEqual(
      expect.arrayContaining([
        '0104 · Venezolano de Crédito',
        '0128 · Caroní',
        '0151 · Fondo Común',
        '0166 · Agrícola de Venezuela',
        '0191 · Nacional de Crédito',
      ]),
    );
    const unaccented = /\b(Credito|Caroni|Comun|Agricola|Bolivar|Espanol|Peru)\b/;
    expect(banks.filter((bank) => unaccented.test(bank.name))).toEqual([]);
  });

  it("keeps the banks' own codes", () => {
    expect(banks.map((bank) => bank.code)).toEqual([
      105, 102, 104, 108, 114, 115, 116, 128, 134, 137, 138, 151, 156, 157, 163, 166, 168, 169, 171,
      172, 174, 175, 177, 191,
    ]);
    expect(bankName(128)).toBe('0128 · Caroní');
  });
});
