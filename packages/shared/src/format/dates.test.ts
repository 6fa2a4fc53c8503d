import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatTimestamp,
  isSolvent,
  lastSeenText,
  solvencyText,
  todayInCaracas,
} from './dates';

describe('formatDate', () => {
  it('formats DD/MM/YYYY, the one way the product shows a day', () => {
    expect(formatDate('2024-03-15T14:00:00Z')).toBe('15/03/2024');
  });

  it('keeps a plain calendar date on its own day', () => {
    expect(formatDate('2024-03-15')).toBe('15/03/2024');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
  });

  it('shows the Caracas day of a timestamp just after midnight UTC', () => {
    expect(formatDate('2024-03-16T02:30:00Z')).toBe('15/03/2024');
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date('2024-03-15T14:00:00Z'))).toBe('15/03/2024');
  });

  it.each([null, undefined, '', 'no es fecha', '2024-02-30', new Date('invalid')])(
    'returns an empty text for %s',
    (value) => {
      expect(formatDate(value)).toBe('');
    },
  );
});

describe('formatTimestamp', () => {
  it('formats in Caracas on a 24-hour clock, with no AM/PM', () => {
    expect(formatTimestamp('2024-03-15T18:05:09Z')).toBe('15/03/2024 14:05');
  });

  it('keeps a time near midnight UTC on the previous Caracas day', () => {
    expect(formatTimestamp('2024-03-16T00:30:00.000Z')).toBe('15/03/2024 20:30');
    expect(formatTimestamp(new Date('2024-03-16T03:59:59Z'))).toBe('15/03/2024 23:59');
  });

  it('reads a plain calendar date as midnight in Caracas', () => {
    expect(formatTimestamp('2024-03-15')).toBe('15/03/2024 00:00');
  });

  it.each([null, undefined, '', 'ayer'])('returns an empty text for %s', (value) => {
    expect(formatTimestamp(value)).toBe('');
  });
});

describe('lastSeenText', () => {
  it('shows the formatted last access', () => {
    expect(lastSeenText('2024-03-15T18:05:09Z')).toBe('15/03/2024 14:05');
  });

  it.each([null, undefined, ''])('reads "Sin acceso todavía" for %s', (value) => {
    expect(lastSeenText(value)).toBe('Sin acceso todavía');
  });
});

describe('todayInCaracas', () => {
  it('is still yesterday in Caracas just after midnight UTC', () => {
    expect(todayInCaracas(new Date('2024-03-16T03:30:00Z'))).toBe('2024-03-15');
  });

  it('turns over at midnight in Caracas', () => {
    expect(todayInCaracas(new Date('2024-03-16T04:00:00Z'))).toBe('2024-03-16');
  });

  it('answers each moment for itself, however the calls alternate within a minute', () => {
    expect(todayInCaracas(new Date('2024-03-16T03:59:59.999Z'))).toBe('2024-03-15');
    expect(todayInCaracas(new Date('2024-03-16T04:00:00.000Z'))).toBe('2024-03-16');
    expect(todayInCaracas(new Date('2024-03-16T03:59:00.000Z'))).toBe('2024-03-15');
    expect(todayInCaracas(new Date('2025-07-01T12:00:30Z'))).toBe('2025-07-01');
    expect(todayInCaracas(new Date('2025-07-01T12:00:59Z'))).toBe('2025-07-01');
  });
});

describe('isSolvent and solvencyText', () => {
  // 23:30 in Caracas on 15 March, already 16 March in UTC.
  const lateEvening = new Date('2024-03-16T03:30:00Z');

  it('is solvent on the last day itself', () => {
    expect(isSolvent('2024-03-15', lateEvening)).toBe(true);
    expect(solvencyText('2024-03-15', lateEvening)).toBe('Sí');
  });

  it('is solvent with a later date', () => {
    expect(isSolvent('2025-01-01', lateEvening)).toBe(true);
  });

  it('is not solvent the day after', () => {
    expect(isSolvent('2024-03-14', lateEvening)).toBe(false);
    expect(solvencyText('2024-03-14', lateEvening)).toBe('No');
  });

  it('is not solvent without a date', () => {
    expect(isSolvent(null, lateEvening)).toBe(false);
    expect(solvencyText(null, lateEvening)).toBe('No');
    expect(isSolvent('', lateEvening)).toBe(false);
  });

  it('is not solvent with a day that does not exist, and reads timestamps in Caracas', () => {
    expect(isSolvent('2099-02-30', lateEvening)).toBe(false);
    // 02:00 UTC on the 16th is still the 15th in Caracas: the last solvent day.
    expect(isSolvent('2024-03-16T02:00:00Z', lateEvening)).toBe(true);
    expect(isSolvent('2024-03-15T02:00:00Z', lateEvening)).toBe(false);
  });
});
