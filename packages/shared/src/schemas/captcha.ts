import { z } from 'zod';

/**
 * The ALTCHA proof of work every public form that writes carries (SPEC.md section 9, DESIGN.md
 * section 5): the widget's base64 payload, sent in the body as `altcha`. The server answers 400
 * CAPTCHA_REQUIRED, CAPTCHA_INVALID, CAPTCHA_EXPIRED or CAPTCHA_REUSED.
 */
export const CAPTCHA_FIELD = 'altcha';
export const captchaSolutionSchema = z
  .string({ error: 'Resuelva la verificación antes de enviar' })
  .min(1, 'Resuelva la verificación antes de enviar')
  .max(4096, 'Verificación inválida');
export const captchaFields = { [CAPTCHA_FIELD]: captchaSolutionSchema } as {
  altcha: typeof captchaSolutionSchema;
};

/**
 * Public certificate checks past the per-address limit (decision 0027): the 429
 * CHALLENGE_REQUIRED answer carries a fresh challenge in CHALLENGE_HEADER (base64 of its JSON),
 * and the same request repeated with the solved payload in CHALLENGE_SOLUTION_HEADER is answered.
 * Many phones share one public address on mobile carriers: a check is never refused for them.
 */
export const CHALLENGE_HEADER = 'X-Altcha-Challenge';
export const CHALLENGE_SOLUTION_HEADER = 'X-Altcha';
