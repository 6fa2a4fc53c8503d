import { describe, expect, it } from 'vitest';
import { addYears } from '../format/business-days';
import {
  expeditionDayIssues,
  lotDayIssues,
  MAX_VALIDITY_YEARS,
  validityIssues,
  validityYearsFor,
} from './certificate-dates';

describe('certificate dates (decision 0048)', () => {
  it('caps the validity by grade and age, never above 10 years', () => {
    expect([
      validityYearsFor('2', 30),
      validityYearsFor('2', 60),
      validityYearsFor('2', 70),
    ]).toEqual([5, 3, 2]);
    expect([
      validityYearsFor('4', 59),
      validityYearsFor('5', 65),
      validityYearsFor('4', 90),
    ]).toEqual([3, 2, 1]);
    for (const grade of ['1', '2', '3', '4', '5']) {
      expect(validityYearsFor(grade, 16)).toBeLessThanOrEqual(MAX_VALIDITY_YEARS);
    }
    const base = { grade: '2', birthDate: '1990-01-01', expeditionDate: '2026-06-10' };
    expect(validityIssues({ ...base, dueDate: '2031-06-10' })).toEqual([]);
    expect(validityIssues({ ...base, dueDate: '2031-06-11' })[0]?.path).toBe('dueDate');
    expect(validityIssues({ expeditionDate: '2026-06-10', dueDate: '2126-06-10' })).toHaveLength(1);
  });

  it('moves a 29 February to the 28th of a year without one', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('keeps the expedition between 30 days before it was recorded and today, after its lot', () => {
    expect(expeditionDayIssues('2026-06-16', '2026-06-15')).toHaveLength(1);
    expect(expeditionDayIssues('2026-05-16', '2026-06-15')).toEqual([]);
    expect(expeditionDayIssues('2026-05-15', '2026-06-15')[0]?.message).toMatch(/30 días/);
    expect(expeditionDayIssues('2026-05-15', '2026-06-20', '2026-06-14')).toEqual([]);
    expect(lotDayIssues('2026-06-09', '2026-06-10')).toHaveLength(1);
    expect(lotDayIssues('2026-06-10', '2026-06-10')).toEqual([]);
  });
});
