import { describe, expect, it } from 'vitest';
import { calendarDaySchema } from '../schemas/registers';
import { DAY_FORMAT_MESSAGE, dayProblem } from './typed-days';

describe('dayProblem', () => {
  it('names a well-shaped day the calendar lacks, DD/MM/AAAA, however it came', () => {
    expect(dayProblem('31/02/1990')).toBe('31/02/1990 no existe');
    expect(dayProblem('1990-02-31')).toBe('31/02/1990 no existe');
    expect(dayProblem('29/2/2025')).toBe('29/02/2025 no existe');
  });

  it('asks for DD/MM/AAAA for anything that is not a day', () => {
    for (const input of ['31021990', '31/02', 'mañana', '', 19900231, null]) {
      expect(dayProblem(input), String(input)).toBe(DAY_FORMAT_MESSAGE);
    }
    expect(DAY_FORMAT_MESSAGE).toBe('Escriba la fecha como DD/MM/AAAA');
  });

  it('finds nothing wrong with a real day', () => {
    expect(dayProblem('29/02/2024')).toBeUndefined();
    expect(dayProblem('2024-02-29')).toBeUndefined();
  });
});

describe('calendarDaySchema', () => {
  const messageOf = (input: unknown) =>
    calendarDaySchema.safeParse(input).error?.issues[0]?.message;

  it('takes only ISO days on the wire', () => {
    expect(calendarDaySchema.parse('1990-02-28')).toBe('1990-02-28');
    expect(calendarDaySchema.safeParse('28/02/1990').success).toBe(false);
  });

  it('speaks DD/MM/AAAA to the person who reads its refusal', () => {
    expect(messageOf('1990-02-31')).toBe('31/02/1990 no existe');
    expect(messageOf('31/02/1990')).toBe('31/02/1990 no existe');
    expect(messageOf('31-02')).toBe('Escriba la fecha como DD/MM/AAAA');
    expect(messageOf('')).toBe('Escriba la fecha como DD/MM/AAAA');
    // Well shaped and real, but not ISO: the API still refuses it, and says how a person types it.
    expect(messageOf('28/02/1990')).toBe('Escriba la fecha como DD/MM/AAAA');
  });
});
