import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isWeekday, lastBusinessDay } from './business-days';

describe('business days', () => {
  it('keeps a weekday and takes the weekend back to Friday', () => {
    // 2026-10-02 is a Friday.
    expect(lastBusinessDay('2026-10-02')).toBe('2026-10-02');
    expect(lastBusinessDay('2026-10-03')).toBe('2026-10-02');
    expect(lastBusinessDay('2026-10-04')).toBe('2026-10-02');
    expect(lastBusinessDay('2026-10-05')).toBe('2026-10-05');
    expect(isWeekday('2026-10-04')).toBe(false);
  });

  it('counts and moves days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-09-28', '2026-10-02')).toBe(4);
    expect(daysBetween('2026-10-02', '2026-09-28')).toBe(-4);
  });
});
