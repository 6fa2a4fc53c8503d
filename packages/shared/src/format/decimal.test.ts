import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  decimalFromNumber,
  formatDecimalEs,
  isDecimalText,
  multiplyDecimals,
  roundDecimal,
} from './decimal';

describe('multiplyDecimals: the bolívares of a commission', () => {
  it('keeps the exact product and rounds half-up once, at the end', () => {
    // 5.00 × 36.5012 = 182.5060 → 182.51.
    expect(multiplyDecimals('5.00', '36.5012', 2)).toBe('182.51');
    expect(multiplyDecimals('5', '866.5612', 2)).toBe('4332.81');
    expect(multiplyDecimals('12.50', '36.5000', 2)).toBe('456.25');
    // 1.15 × 1.1 = 1.265: floats give 1.2649999999999999 and would round down.
    expect(multiplyDecimals('1.15', '1.1', 2)).toBe('1.27');
  });

  it('rounds the half cent up, and anything below it down', () => {
    expect(multiplyDecimals('0.01', '0.5', 2)).toBe('0.01');
    expect(multiplyDecimals('0.01', '0.4999', 2)).toBe('0.00');
    expect(multiplyDecimals('1.00', '0.0050', 2)).toBe('0.01');
    expect(multiplyDecimals('1.00', '0.0049', 2)).toBe('0.00');
    expect(multiplyDecimals('0.10', '0.0500', 2)).toBe('0.01');
  });

  it('carries large amounts without losing a cent (checked with Python decimal)', () => {
    expect(multiplyDecimals('9999999999.99', '99999999999999.9999', 2)).toBe(
      '999999999998999999000000.00',
    );
  });
});

describe('roundDecimal', () => {
  it('rounds half away from zero where floats fail', () => {
    expect(roundDecimal('1.005', 2)).toBe('1.01');
    expect(roundDecimal('2.675', 2)).toBe('2.68');
    expect(roundDecimal('0.005', 2)).toBe('0.01');
    expect(roundDecimal('0.0049999', 2)).toBe('0.00');
    expect(roundDecimal('-0.005', 2)).toBe('-0.01');
    expect(roundDecimal('-0.004', 2)).toBe('0.00');
    expect(roundDecimal('36.50125', 4)).toBe('36.5013');
  });

  it('pads to the places asked for', () => {
    expect(roundDecimal('12.5', 2)).toBe('12.50');
    expect(roundDecimal('7', 4)).toBe('7.0000');
    expect(roundDecimal('0012.30', 2)).toBe('12.30');
    expect(roundDecimal('9.995', 2)).toBe('10.00');
  });

  it('refuses what is not a plain decimal', () => {
    for (const bad of ['', '1e3', '1,5', '.5', '1.', 'abc', '+1']) {
      expect(isDecimalText(bad), bad).toBe(false);
      expect(() => roundDecimal(bad, 2), bad).toThrow(RangeError);
    }
  });
});

describe('compareDecimals and decimalFromNumber', () => {
  it('compares across scales', () => {
    expect(compareDecimals('1.50', '1.5')).toBe(0);
    expect(compareDecimals('0.0001', '0')).toBe(1);
    expect(compareDecimals('-2', '1')).toBe(-1);
  });

  it('writes JSON numbers as the decimal they read', () => {
    expect(decimalFromNumber(866.5612)).toBe('866.5612');
    expect(decimalFromNumber(36)).toBe('36');
    expect(decimalFromNumber(1e-7)).toBe('0.0000001');
    expect(decimalFromNumber(Number.NaN)).toBeUndefined();
    expect(decimalFromNumber(1e21)).toBeUndefined();
  });
});

describe('formatDecimalEs', () => {
  it('groups thousands with points and writes the decimals after a comma', () => {
    expect(formatDecimalEs('4332.81')).toBe('4.332,81');
    expect(formatDecimalEs('1234567.8912')).toBe('1.234.567,8912');
    expect(formatDecimalEs('182.51')).toBe('182,51');
    expect(formatDecimalEs('0.50')).toBe('0,50');
    expect(formatDecimalEs('1000')).toBe('1.000');
    expect(formatDecimalEs('-1000.5')).toBe('-1.000,5');
  });
});
