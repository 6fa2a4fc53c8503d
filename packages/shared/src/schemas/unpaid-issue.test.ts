import { describe, expect, it } from 'vitest';
import { suggestedDueDate, validityIssues } from './certificate-dates';
import { createRoadCertificateInputSchema } from './road-certificates';
import { withoutPaymentSchema } from './unpaid-issue';

describe('issuing without payment: the reason (decision 0065)', () => {
  it('takes one of the closed list, the note trimmed and optional but for "other"', () => {
    expect(withoutPaymentSchema.parse({ reason: 'exonerated' })).toEqual({
      reason: 'exonerated',
      note: null,
    });
    expect(withoutPaymentSchema.parse({ reason: 'cashApart', note: '  recibo 881 ' })).toEqual({
      reason: 'cashApart',
      note: 'recibo 881',
    });
    expect(
      withoutPaymentSchema.parse({ reason: 'other', note: 'Donación de la alcaldía' }),
    ).toEqual({ reason: 'other', note: 'Donación de la alcaldía' });
  });

  it('refuses an unknown reason, "other" without a note, a note too long, extra keys', () => {
    const issues = (value: unknown) =>
      withoutPaymentSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ reason: 'gratis' })).toEqual(['reason']);
    expect(issues({ reason: 'other' })).toEqual(['note']);
    expect(issues({ reason: 'other', note: '  no ' })).toEqual(['note']);
    expect(issues({ reason: 'exonerated', note: 'x'.repeat(301) })).toEqual(['note']);
    expect(issues({ reason: 'exonerated', paid: true })).toEqual(['']);
    const message = withoutPaymentSchema.safeParse({ reason: 'other' }).error?.issues[0]?.message;
    expect(message).toMatch(/^Explique el motivo/);
  });

  it('rides on createCertifields as `withoutPayment`', () => {
    const shape = createRoadCertificateInputSchema.shape;
    expect(shape.withoutPayment.safeParse(undefined).success).toBe(true);
    expect(shape.withoutPayment.safeParse({ reason: 'nope' }).success).toBe(false);
  });
});

describe('the due date the issue form suggests', () => {
  const base = { grade: '3', birthDate: '1985-02-14', expeditionDate: '2026-11-28' };

  it('is the longest validity of the grade and the age, and the rules accept it', () => {
    const cases = [
      [base, '2031-11-28'],
      [{ ...base, grade: '4' }, '2029-11-28'],
      [{ ...base, birthDate: '1960-01-01' }, '2029-11-28'],
      [{ ...base, grade: '5', birthDate: '1950-01-01' }, '2027-11-28'],
    ] as const;
    for (const [fields, due] of cases) {
      expect(suggestedDueDate(fields)).toBe(due);
      expect(validityIssues({ ...fields, dueDate: due })).toEqual([]);
    }
    // One day more is refused: the suggestion is the limit itself.
    expect(validityIssues({ ...base, dueDate: '2031-11-29' })).toHaveLength(1);
  });

  it('is null until grade, birth and expedition dates are known and in order', () => {
    expect(suggestedDueDate({ ...base, grade: '' })).toBeNull();
    expect(suggestedDueDate({ ...base, birthDate: '' })).toBeNull();
    expect(suggestedDueDate({ ...base, expeditionDate: '2026-11' })).toBeNull();
    expect(suggestedDueDate({ ...base, birthDate: '2027-01-01' })).toBeNull();
  });
});
