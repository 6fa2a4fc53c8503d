import { banks, formatDecimalEs, roundDecimal } from '@aptovial/shared';

/**
 * Bolívares as the screens write them, from the API's decimal text ("1520.50" → "1.520,50").
 * Sums for the charts are whole cents (integers, exact in a JS number up to 90 billion
 * bolívares): a float never adds money (decision 0022).
 */
export function bolivarsText(amount: string): string {
  return formatDecimalEs(roundDecimal(amount, 2));
}

/** "1520.5" → 152050 cents. */
export function centsOf(amount: string): number {
  return Number(roundDecimal(amount, 2).replace('.', ''));
}

/** 152050 cents → "1520.50". */
export function amountOfCents(cents: number): string {
  const digits = String(Math.round(cents)).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const bankNames: ReadonlyMap<number, string> = new Map(banks.map((bank) => [bank.code, bank.name]));

/** The bank's four-digit code as Venezuelan banks print it: 105 → "0105". */
export function bankCodeText(code: number): string {
  return String(code).padStart(4, '0');
}

/**
 * "0105 · Mercantil"; a code outside the catalogue of docs/product/entities.md keeps its number.
 */
export function bankName(code: number): string {
  const name = bankNames.get(code);
  return name === undefined ? bankCodeText(code) : `${bankCodeText(code)} · ${name}`;
}

/** The 24 banks of docs/product/entities.md, for a select. */
export const bankOptions = banks.map((bank) => ({
  value: String(bank.code),
  label: bankName(bank.code),
}));
