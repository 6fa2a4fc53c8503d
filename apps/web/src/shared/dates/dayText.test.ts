import { describe, expect, it } from 'vitest';
import { parseTypedDay, showDay, showMoment } from './dayText';
import { showLastSeen } from './lastSeen';

describe('parseTypedDay', () => {
  it('reads a day typed as DD/MM/YYYY into the ISO day the API takes', () => {
    expect(parseTypedDay('25/11/2026')).toBe('2026-11-25');
    expect(parseTypedDay(' 01/02/2026 ')).toBe('2026-02-01');
  });

  it('takes the day and month without leading zeros and the other usual separators', () => {
    expect(parseTypedDay('5/3/2024')).toBe('2024-03-05');
    expect(parseTypedDay('05-03-2024')).toBe('2024-03-05');
    expect(parseTypedDay('05.03.2024')).toBe('2024-03-05');
  });

  it('never reads the month first, as a browser in English would', () => {
    expect(parseTypedDay('11/25/2026')).toBeNull();
    expect(parseTypedDay('03/05/2024')).toBe('2024-05-03');
  });

  it('reads a pasted ISO day as it is', () => {
    expect(parseTypedDay('2026-11-25')).toBe('2026-11-25');
  });

  it('gives nothing while the text is incomplete or names no real day', () => {
    for (const text of ['', '25', '25/11', '25/11/202', '31/02/2026', '29/02/2025', '00/01/2024']) {
      expect(parseTypedDay(text), text).toBeNull();
    }
    expect(parseTypedDay('29/02/2024')).toBe('2024-02-29');
  });
});

describe('showDay', () => {
  it('shows a day and a timestamp as DD/MM/YYYY of the business day', () => {
    expect(showDay('2026-11-25')).toBe('25/11/2026');
    // 02:30 UTC is still the evening before in Caracas.
    expect(showDay('2024-03-16T02:30:00Z')).toBe('15/03/2024');
  });

  it('shows nothing for an empty or unreadable value', () => {
    expect(showDay(null)).toBe('');
    expect(showDay('mañana')).toBe('');
  });
});

describe('showMoment', () => {
  it('shows a moment DD/MM/YYYY on a 24-hour clock in Caracas, with no AM/PM', () => {
    expect(showMoment('2024-03-15T18:05:09Z')).toBe('15/03/2024 14:05');
    expect(showMoment(new Date('2024-03-16T03:59:59Z'))).toBe('15/03/2024 23:59');
    expect(showMoment('2024-03-16T04:00:00Z')).toBe('16/03/2024 00:00');
    expect(showMoment('2024-03-15')).toBe('15/03/2024 00:00');
  });

  it('does not follow the browser language or a 12-hour clock', () => {
    const spanish = new Intl.DateTimeFormat('es-VE', { hour: 'numeric', hour12: true });
    expect(spanish.format(new Date('2024-03-15T18:05:09Z'))).not.toBe('');
    expect(showMoment('2024-03-15T18:05:09Z')).not.toMatch(/[ap]\.\s?m\.|AM|PM/i);
  });

  it('reads every moment as the time zone database does, before and since Caracas kept UTC-4', () => {
    const database = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Caracas',
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    const step = 7 * 3_600_000 + 37 * 60_000 + 11_000;
    for (let at = Date.UTC(2015, 0, 1); at < Date.UTC(2031, 0, 1); at += step) {
      const moment = new Date(at);
      expect(showMoment(moment), moment.toISOString()).toBe(
        database.format(moment).replace(',', ''),
      );
    }
    // Half past two in the morning at UTC-4:30 was the last minute before the change.
    expect(showMoment('2016-05-01T06:59:00Z')).toBe('01/05/2016 02:29');
    expect(showMoment('2016-05-01T07:00:00Z')).toBe('01/05/2016 03:00');
  });

  it('shows nothing for an empty or unreadable value', () => {
    expect(showMoment(undefined)).toBe('');
    expect(showMoment('2024-02-30')).toBe('');
    expect(showMoment('ayer')).toBe('');
  });
});

describe('showLastSeen', () => {
  it('shows the last access as a moment, or the words for never', () => {
    expect(showLastSeen('2025-01-10T13:05:09Z')).toBe('10/01/2025 09:05');
    expect(showLastSeen(null)).not.toBe('');
    expect(showLastSeen(null)).not.toMatch(/\d/);
  });
});
