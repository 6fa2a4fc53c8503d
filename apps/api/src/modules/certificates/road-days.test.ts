import { describe, expect, it } from 'vitest';
import { panelDaysOf, rangeParts } from './road-days';

const NONE = ['9999-12-31', '0001-01-01'];

describe('rangeParts: the month and day rows summing a range', () => {
  it('reads whole months from month rows only', () => {
    expect(rangeParts('2025-10-01', '2026-09-30')).toEqual({
      firstDays: NONE,
      months: ['2025-10-01', '2026-09-01'],
      lastDays: NONE,
    });
  });

  it('reads the days of the months covered in part', () => {
    expect(rangeParts('2025-11-25', '2026-02-10')).toEqual({
      firstDays: ['2025-11-25', '2025-11-30'],
      months: ['2025-12-01', '2026-01-01'],
      lastDays: ['2026-02-01', '2026-02-10'],
    });
    // February of a leap year ends on the 29th.
    expect(rangeParts('2023-12-15', '2024-02-29')).toMatchObject({
      months: ['2024-01-01', '2024-02-01'],
      lastDays: NONE,
    });
    expect(rangeParts('2023-12-15', '2024-02-28')).toMatchObject({
      months: ['2024-01-01', '2024-01-01'],
      lastDays: ['2024-02-01', '2024-02-28'],
    });
  });

  it('reads days only when no month is covered whole', () => {
    expect(rangeParts('2026-07-01', '2026-07-02')).toEqual({
      firstDays: ['2026-07-01', '2026-07-02'],
      months: NONE,
      lastDays: NONE,
    });
    expect(rangeParts('2026-06-29', '2026-07-02').firstDays).toEqual(['2026-06-29', '2026-07-02']);
  });

  it('leaves either end open', () => {
    expect(rangeParts(undefined, undefined)).toEqual({
      firstDays: NONE,
      months: ['0001-01-01', '9999-12-01'],
      lastDays: NONE,
    });
    expect(rangeParts('2026-06-15', undefined)).toEqual({
      firstDays: ['2026-06-15', '2026-06-30'],
      months: ['2026-07-01', '9999-12-01'],
      lastDays: NONE,
    });
    expect(rangeParts(undefined, '2026-06-15')).toEqual({
      firstDays: NONE,
      months: ['0001-01-01', '2026-05-01'],
      lastDays: ['2026-06-01', '2026-06-15'],
    });
  });
});

describe('panelDaysOf: today, the week from Monday and the month, in Caracas', () => {
  it('takes the Caracas day, not the UTC one', () => {
    // 23:30 of Thursday July 2nd in Caracas is already July 3rd in UTC.
    expect(panelDaysOf(new Date('2026-07-03T03:30:00Z'))).toEqual({
      today: '2026-07-02',
      weekStart: '2026-06-29',
      monthStart: '2026-07-01',
    });
  });

  it('starts the week on the day itself on a Monday, and a Sunday ends it', () => {
    expect(panelDaysOf(new Date('2026-06-29T15:00:00Z')).weekStart).toBe('2026-06-29');
    expect(panelDaysOf(new Date('2026-07-05T15:00:00Z')).weekStart).toBe('2026-06-29');
  });
});
