import { personNameSchema } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { keepLettersAndSpaces, keepNameCharacters } from './personName';

/** Types a value one key at a time, filtering after each key as the inputs do. */
const typed = (value: string) =>
  [...value].reduce((kept, key) => keepNameCharacters(kept + key), '');

describe('keepNameCharacters', () => {
  it.each([
    ['María José', 'María José'],
    ['Ana1 María2ñ', 'Ana Maríañ'],
    ["D'Alessandro", "D'Alessandro"],
    ['Pérez-Rojas', 'Pérez-Rojas'],
    ['D’Alessandro', "D'Alessandro"],
    ["'Alessandro", 'Alessandro'],
    ['-Rojas', 'Rojas'],
    ["D''Alessandro", "D'Alessandro"],
    ['Pérez--Rojas', 'Pérez-Rojas'],
    ["Pérez-'Rojas", 'Pérez-Rojas'],
    ['Pérez -Rojas', 'Pérez Rojas'],
    ["D' Alessandro", 'D Alessandro'],
    ['Pérez.Rojas_2', 'PérezRojas'],
  ])('%s becomes %s', (value, expected) => {
    expect(keepNameCharacters(value)).toBe(expected);
    expect(typed(value)).toBe(expected);
  });

  it('lets a mark stay at the end while the name is typed; the schema refuses it if sent so', () => {
    expect(typed("D'")).toBe("D'");
    expect(personNameSchema.safeParse("D'").success).toBe(false);
  });

  it('gives only names the shared schema accepts once typing ends on a letter', () => {
    for (const value of ["María D'Alessandro", 'Pérez--Rojas', "''D' -Ana"]) {
      expect(personNameSchema.safeParse(typed(value)).success).toBe(true);
    }
  });
});

describe('keepLettersAndSpaces (occupation)', () => {
  it('keeps letters and spaces and drops the marks', () => {
    expect(keepLettersAndSpaces("Chofer-mecánico D'2")).toBe('Chofermecánico D');
  });
});
