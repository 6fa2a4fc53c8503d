import { describe, expect, it } from 'vitest';
import { registerTypes } from '../schemas/registers';
import { genderName, nationalityName, optionalPhoneText, registerTypeName } from './people';

describe('genderName', () => {
  it('names M and F', () => {
    expect(genderName('M')).toBe('Masculino');
    expect(genderName('F')).toBe('Femenino');
  });

  it('shows an unknown code as it came', () => {
    expect(genderName('X')).toBe('X');
  });
});

describe('registerTypeName', () => {
  it("names the ledger types 'Médico' and 'Enfermeras' (docs/product/rules.md)", () => {
    expect(registerTypes.map(registerTypeName)).toEqual(['Médico', 'Enfermeras']);
  });

  it('shows an unknown type as it came', () => {
    expect(registerTypeName('vet')).toBe('vet');
  });
});

describe('nationalityName', () => {
  it.each([
    ['V', 'M', 'Venezolano'],
    ['V', 'F', 'Venezolana'],
    ['V', undefined, 'Venezolano(a)'],
    ['V', null, 'Venezolano(a)'],
    ['E', 'M', 'Extranjero'],
    ['E', 'F', 'Extranjera'],
    ['E', undefined, 'Extranjero(a)'],
    ['P', 'F', 'Extranjera'],
  ])('%s with gender %s reads %s', (code, gender, expected) => {
    expect(nationalityName(code, gender)).toBe(expected);
  });
});

describe('optionalPhoneText', () => {
  it('shows the phone', () => {
    expect(optionalPhoneText('04141234567')).toBe('04141234567');
  });

  it.each([null, undefined, '', '   '])('reads "Sin definir" for %s', (value) => {
    expect(optionalPhoneText(value)).toBe('Sin definir');
  });
});
