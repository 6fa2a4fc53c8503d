import { describe, expect, it } from 'vitest';
import { applicantOf } from '../testOperativeField';
import { nextUnserved } from './useIssueLoop';

const served = { certificateId: 1, serial: '1400' };
const page = [
  applicantOf({ id: 1 }),
  applicantOf({ id: 2, ...served }),
  applicantOf({ id: 3 }),
  applicantOf({ id: 4, ...served }),
];

describe('the next applicant to certify', () => {
  it('is the first one without a certificate when none was issued yet', () => {
    expect(nextUnserved(page)?.id).toBe(1);
  });

  it('is the next one down the page, skipping the certified', () => {
    expect(nextUnserved(page, 1)?.id).toBe(3);
  });

  it('comes back up for one skipped when none is left below, never the one just issued', () => {
    expect(nextUnserved(page, 3)?.id).toBe(1);
    expect(nextUnserved([applicantOf({ id: 5 })], 5)).toBeUndefined();
  });

  it('is nobody when every applicant of the page is certified', () => {
    expect(nextUnserved(page.filter((one) => one.certificateId !== null))).toBeUndefined();
  });
});
