/**
 * Public certificate checks past the per-address limit (decision 0027): the 429
 * CHALLENGE_REQUIRED answer carries a fresh challenge in CHALLENGE_HEADER (base64 of its JSON),
 * and the same request repeated with the solved payload in CHALLENGE_SOLUTION_HEADER is answered.
 * Many phones share one public address on mobile carriers: a check is never refused for them.
 *
 * Apart from the captcha schema on purpose: the verify page reads these names on its first view,
 * and importing them from a zod schema's file brought zod along, over the page's budget
 * (decision 0027).
 */
export const CHALLENGE_HEADER = 'X-Altcha-Challenge';
export const CHALLENGE_SOLUTION_HEADER = 'X-Altcha';
