import { describe, expect, it } from 'vitest';
import { createCertificateInputSchema } from './certificates';
import { LETTERS_AND_SPACES, PERSON_NAME } from './names';
import { createRegisterInputSchema } from './registers';
import { createUserInputSchema, personNameSchema } from './users';

describe('person names (docs/product/rules.md, decision 0015)', () => {
  it.each([
    'María José',
    'Núñez',
    "D'Alessandro",
    'Pérez-Rojas',
    "María D'Alessandro Pérez-Rojas",
    "D'Alessandro-Pérez",
    'Ana  María',
  ])('accepts %s', (name) => {
    expect(PERSON_NAME.test(name)).toBe(true);
    expect(personNameSchema.safeParse(name).success).toBe(true);
  });

  it.each([
    ["'Alessandro", 'a leading apostrophe'],
    ['-Rojas', 'a leading hyphen'],
    ["D'", 'a trailing apostrophe'],
    ['Pérez-', 'a trailing hyphen'],
    ["D''Alessandro", 'a doubled apostrophe'],
    ['Pérez--Rojas', 'a doubled hyphen'],
    ["Pérez-'Rojas", 'two marks together'],
    ['Pérez -Rojas', 'a mark after a space'],
    ["D' Alessandro", 'a mark before a space'],
    ['Pérez.Rojas', 'another mark'],
    ['María2', 'a digit'],
    ['D’Alessandro', 'a typographic apostrophe (the web turns it into the plain one)'],
  ])('refuses %s (%s)', (name) => {
    expect(PERSON_NAME.test(name)).toBe(false);
    const parsed = personNameSchema.safeParse(name);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'Solo letras y espacios; el apóstrofo y el guion, solo entre dos letras',
    );
  });

  it('trims the outer spaces before checking', () => {
    expect(personNameSchema.parse("  D'Alessandro ")).toBe("D'Alessandro");
  });

  it('keeps occupation to letters and spaces', () => {
    expect(LETTERS_AND_SPACES.test('Chofer de carga')).toBe(true);
    expect(LETTERS_AND_SPACES.test('Chofer-mecánico')).toBe(false);
    expect(LETTERS_AND_SPACES.test("D'Chofer")).toBe(false);
  });
});

describe('every schema where a name is typed', () => {
  const names = { names: "María D'Alessandro", lastNames: 'Pérez-Rojas' };
  const badNames = { names: "María D'", lastNames: '-Rojas' };
  const fieldsOf = (issues: readonly { path: PropertyKey[] }[] | undefined) =>
    (issues ?? []).map((issue) => issue.path.join('.')).sort();

  it.each([
    ['users', createUserInputSchema.shape.names, createUserInputSchema.shape.lastNames],
    ['registers', createRegisterInputSchema.shape.names, createRegisterInputSchema.shape.lastNames],
    [
      'certificates',
      createCertificateInputSchema.shape.names,
      createCertificateInputSchema.shape.lastNames,
    ],
  ])('%s take an apostrophe or hyphen inside names and refuse them outside', (_, first, last) => {
    expect(first.safeParse(names.names).success).toBe(true);
    expect(last.safeParse(names.lastNames).success).toBe(true);
    expect(fieldsOf(first.safeParse(badNames.names).error?.issues)).toEqual(['']);
    expect(fieldsOf(last.safeParse(badNames.lastNames).error?.issues)).toEqual(['']);
  });
});
