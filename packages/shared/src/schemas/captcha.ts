import { z } from 'zod';

/**
 * The ALTCHA proof of work every public form that writes carries (docs/product/rules.md,
 * decision 0021): the widget's base64 payload, sent in the body as `altcha`. The server answers 400
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
