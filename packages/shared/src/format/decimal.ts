/**
 * Exact decimal arithmetic for money (decision 0022): amounts travel as decimal strings ("12.50")
 * and are computed on integers scaled by a power of ten (BigInt). A float never touches an amount:
 * 1.005 × 100 is 100.49999999999999 as a float, and a cent would be lost.
 */

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A decimal as an integer count of 10^-scale units: 182.51 is { units: 18251n, scale: 2 }. */
type Scaled = { units: bigint; scale: number };

/** Whether `text` is a plain decimal: digits, an optional point and digits, an optional minus. */
export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

function parse(text: string): Scaled {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new RangeError(`"${text}" no es un número decimal`);
  const [, minus, whole = '0', fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: minus ? -units : units, scale: fraction.length };
}

const TEN = 10n;
const power = (exponent: number) => TEN ** BigInt(exponent);

/** `units` at another scale; fewer places round half away from zero ("half-up" for money). */
function rescale({ units, scale }: Scaled, places: number): bigint {
  if (places >= scale) return units * power(places - scale);
  const divisor = power(scale - places);
  const quotient = units / divisor;
  const remainder = units % divisor;
  const absolute = remainder < 0n ? -remainder : remainder;
  if (absolute * 2n < divisor) return quotient;
  return units < 0n ? quotient - 1n : quotient + 1n;
}

function format(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${negative && units !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** `text` with exactly `places` decimals, rounded half-up when it had more: ("1.005", 2) → "1.01". */
export function roundDecimal(text: string, places: number): string {
  return format(rescale(parse(text), places), places);
}

/**
 * The exact product of two decimals, rounded half-up to `places` once, at the end:
 * ("5.00", "36.5012", 2) → 182.5060 → "182.51".
 */
export function multiplyDecimals(a: string, b: string, places: number): string {
  const left = parse(a);
  const right = parse(b);
  const product = { units: left.units * right.units, scale: left.scale + right.scale };
  return format(rescale(product, places), places);
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b` ("1.50" equals "1.5"). */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const left = parse(a);
  const right = parse(b);
  const scale = Math.max(left.scale, right.scale);
  const difference = rescale(left, scale) - rescale(right, scale);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/**
 * A JSON number as decimal text, exactly as its shortest form reads (36.5012 → "36.5012"), for
 * answers that carry numbers (the rate services). Undefined for NaN, infinities and numbers too
 * large to be written without an exponent.
 */
export function decimalFromNumber(value: number): string | undefined {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return undefined;
  const shortest = String(value);
  if (isDecimalText(shortest)) return shortest;
  // Tiny numbers print with an exponent (1e-7); 20 places hold every one that matters here.
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * A decimal as people here read it: thousands with points, decimals after a comma
 * ("4332.81" → "4.332,81"), without ever turning it into a float.
 */
export function formatDecimalEs(text: string): string {
  const { units, scale } = parse(text);
  const [whole = '0', fraction] = format(units, scale).replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${units < 0n ? '-' : ''}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}
