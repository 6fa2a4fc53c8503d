import { describe, expect, it } from 'vitest';
import { type CertificateOptions, optionsAllowedBy } from './certificateOptions';

const option = (value: string) => ({ value, label: `Etiqueta ${value}` });
const options = {
  typeOptions: ['Primera vez', 'Renovación', 'Especial'].map(option),
  gradeOptions: ['1', '2', '3', '4', '5'].map(option),
} as CertificateOptions;

describe('optionsAllowedBy (the road form offers what the number allows)', () => {
  it('keeps the number’s types and its grades plus special grades, in catalogue order', () => {
    const narrowed = optionsAllowedBy(options, {
      typeCertifields: ['Renovación', 'Especial'],
      grades: ['4'],
      specialGrades: ['2'],
    });
    expect(narrowed.typeOptions.map((o) => o.value)).toEqual(['Renovación', 'Especial']);
    expect(narrowed.gradeOptions.map((o) => o.value)).toEqual(['2', '4']);
  });

  it('offers everything when the session has no number (the API still refuses)', () => {
    expect(optionsAllowedBy(options, null)).toBe(options);
    expect(optionsAllowedBy(options, undefined)).toBe(options);
  });
});
