import { z } from 'zod';
import { modules, roleCodes } from '../catalogues/roles';
import { captchaFields, captchaSolutionSchema } from './captcha';

/** Venezuelan phone: mobile 04xx or landline 02xx, 11 digits, written 0414-1234567. */
export const VENEZUELAN_PHONE = /^0(4(12|14|16|22|24|26)|2\d{2})-?\d{7}$/;
export const phoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s.()]/g, '').replace(/^\+?58/, '0'))
  .pipe(
    z
      .string()
      .regex(VENEZUELAN_PHONE, 'Teléfono venezolano inválido: use el formato 0414-1234567')
      .transform(
        (value) => `${value.replace('-', '').slice(0, 4)}-${value.replace('-', '').slice(4)}`,
      ),
  );

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Correo electrónico inválido').max(254));
export const otpSchema = z.string().regex(/^\d{6}$/, 'El código debe tener 6 dígitos');
export const PASSWORD_MIN_LENGTH = 8;
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`)
  .max(128, 'La contraseña no puede tener más de 128 caracteres');

/** Which flow a one-time code belongs to (route Verificacion-OTP/:type). */
export const otpPurposes = ['login', 'recovery'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/** The server's public key for encrypting credentials in the browser (RSA-OAEP, SHA-256). */
export const loginKeySchema = z.object({
  kid: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  /** SubjectPublicKeyInfo, DER, base64. */
  spki: z.string(),
});
export type LoginKey = z.infer<typeof loginKeySchema>;

/**
 * Each credential is `base64url(RSA-OAEP(JSON.stringify({ v: value, t: epochMillis })))`. `altcha`:
 * after repeated failures for the e-mail or the address the sign-in answers CHALLENGE_REQUIRED
 * with a challenge in the X-Altcha-Challenge header, and the form resends with it solved
 * (decision 0049).
 */
export const loginInputSchema = z.strictObject({
  email: z.string().min(16).max(1024),
  password: z.string().min(16).max(1024),
  altcha: captchaSolutionSchema.optional(),
});

export const accountSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(modules),
  rol: z.enum(roleCodes),
  rolName: z.string(),
  state: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
});

/** A person in one of their accounts: what sessions and user lists both show. */
export const personAccountFields = {
  dni: z.string(),
  names: z.string(),
  lastNames: z.string(),
  genders: z.enum(['M', 'F']).nullable(),
  nationality: z.string(),
  email: z.string(),
  phone1: z.string().nullable(),
  phone2: z.string().nullable(),
  image: z.string().nullable(),
  rol: z.enum(roleCodes),
  rolName: z.string(),
  type: z.enum(modules),
  state: z.string().nullable(),
  sectional: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  createdAt: z.string(),
  lastSeen: z.string().nullable(),
};

/** docs/product/entities.md: a road-medicine user's college number, its state and its register. */
export const sessionSchoolNumberSchema = z.object({
  id: z.number().int(),
  schoolNumber: z.string(),
  state: z.string(),
  /** Número de habilitado. */
  licenseNumber: z.string().nullable(),
  /** What the number may certify: the road form offers only these types and grades. */
  typeCertifields: z.array(z.string()),
  grades: z.array(z.string()),
  specialGrades: z.array(z.string()),
  register: z.object({
    names: z.string(),
    lastNames: z.string(),
    dni: z.string(),
    nationality: z.string(),
    genders: z.enum(['M', 'F']),
    phone: z.string().nullable(),
  }),
});
export type SessionSchoolNumber = z.infer<typeof sessionSchoolNumberSchema>;

/** docs/product/entities.md, "Authenticated user", for the account the session is bound to. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  ...personAccountFields,
  createdBy: z.number().int().nullable(),
  /** The college number this account issues certificates as (a medic's own login), if any. */
  schoolNumberId: z.number().int().nullable(),
  /** medicVial accounts: that college number as the profile shows it (null for other modules). */
  schoolNumber: sessionSchoolNumberSchema.nullable(),
  /** Every account of the person, this one included ("Cambiar Sesión" offers the others). */
  accounts: z.array(accountSummarySchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What the session may do next: accept the terms, enter the e-mailed code, or use the app. */
export const sessionSteps = ['terms', 'otp', 'ready'] as const;
export type SessionStep = (typeof sessionSteps)[number];

export const sessionSchema = z.object({
  token: z.string(),
  step: z.enum(sessionSteps),
  user: sessionUserSchema,
});
export const loginResponseSchema = z.object({ data: sessionSchema });
/**
 * check-auth answers `{ token, user }` at the top level (docs/product/calls.md): the session
 * itself, named for its route.
 * @alias
 */
export const checkAuthResponseSchema = sessionSchema;
export const checkAuthInputSchema = z.object({ token: z.string().optional() });

export const emailInputSchema = z.strictObject({ email: emailSchema });
/** forgetPassword is a public form that sends e-mail: it carries the ALTCHA solution. */
export const forgetPasswordInputSchema = emailInputSchema.extend(captchaFields);
export const verifyOtpInputSchema = z.strictObject({
  email: emailSchema,
  otp: otpSchema,
  type: z.enum(otpPurposes).default('login'),
});
export const resendOtpInputSchema = z.strictObject({
  email: emailSchema,
  type: z.enum(otpPurposes).default('login'),
  /** Required for a recovery code (public, as forgetPassword); a login code has the session. */
  altcha: captchaSolutionSchema.optional(),
});
/** A verified recovery code yields a one-time token, valid 15 minutes, to set a new password. */
export const recoveryProofResponseSchema = z.object({ data: z.object({ resetToken: z.string() }) });

const confirmed = <T extends { newPassword: string; newConfirmPassword: string }>(value: T) =>
  value.newPassword === value.newConfirmPassword;
const confirmMessage = { message: 'Las contraseñas no coinciden', path: ['newConfirmPassword'] };

export const changePasswordInputSchema = z
  .strictObject({
    email: emailSchema,
    oldPassword: z.string().min(1).max(128),
    newPassword: newPasswordSchema,
    newConfirmPassword: z.string(),
  })
  .refine(confirmed, confirmMessage);
export const changePasswordLogoutInputSchema = z
  .strictObject({
    email: emailSchema,
    resetToken: z.string().min(20).max(200),
    newPassword: newPasswordSchema,
    newConfirmPassword: z.string(),
  })
  .refine(confirmed, confirmMessage);

export const messageResponseSchema = z.object({ data: z.object({ message: z.string() }) });
export const termsResponseSchema = z.object({
  data: z.object({ module: z.string(), version: z.number().int(), text: z.string() }),
});
/** find-email-user-info is public: a solved challenge, and no name (decision 0049). */
export const findEmailInputSchema = emailInputSchema.extend(captchaFields);
export const emailInfoResponseSchema = z.object({ data: z.object({ email: z.string() }) });
export const updateProfileInputSchema = z.strictObject({
  phone1: phoneSchema,
  phone2: z.union([phoneSchema, z.literal('').transform(() => null), z.null()]).optional(),
});
export const contactInputSchema = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(3, 'Escriba un asunto de al menos 3 caracteres')
    .max(150, 'El asunto no puede pasar de 150 caracteres'),
  message: z
    .string()
    .trim()
    .min(10, 'Describa el problema en al menos 10 caracteres')
    .max(5000, 'El mensaje no puede pasar de 5000 caracteres'),
});
export const switchAccountInputSchema = z.strictObject({ accountId: z.number().int().positive() });
export const imageResponseSchema = z.object({ data: z.object({ image: z.string() }) });
