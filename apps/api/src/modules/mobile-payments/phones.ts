/**
 * The payer's phone as this module keeps and shows it: never whole, only the operator prefix and
 * the last four digits ("0414-***4567"), the same form the C2P payments are stored with, so the
 * list's phone filter finds both.
 */

/** "584141234567" (the bank's form) or "0414-1234567" (the app's) → "04141234567". */
function localDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('58') && digits.length === 12 ? `0${digits.slice(2)}` : digits;
}

/** "0414-1234567" or "584141234567" → "0414-***4567". */
export function maskPhone(phone: string): string {
  const digits = localDigits(phone);
  return `${digits.slice(0, 4)}-***${digits.slice(-4)}`;
}

/**
 * The list's `phone` filter: a whole phone is matched to its masked form; 1 to 4 digits to the
 * end of it.
 */
export function phoneFilterOf(typed: string): { masked: string } | { lastDigits: string } {
  const digits = localDigits(typed);
  return digits.length > 4 ? { masked: maskPhone(digits) } : { lastDigits: digits };
}
