import { z } from 'zod';
import { loginResponseSchema } from './auth';

/** Base64url text as WebAuthn's JSON encodings carry it; bounded so no body is huge. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'Debe ser base64url');

/** The settings row that makes passkeys compulsory for a module (decision 0034). */
export const passkeysRequiredKey = (module: string) => `passkeysRequired:${module}`;

export const passkeyNameSchema = z
  .string({ error: 'Escriba un nombre para la llave' })
  .trim()
  .min(1, 'Escriba un nombre para la llave')
  .max(60, 'El nombre no puede tener más de 60 caracteres');

/** One passkey of the signed-in person, as the profile lists it. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/passkeys: the person's passkeys and whether the session's module requires them. */
export const passkeysResponseSchema = z.object({
  data: z.object({ items: z.array(passkeySchema), required: z.boolean() }),
});
export type PasskeyList = z.infer<typeof passkeysResponseSchema>['data'];
export const passkeyResponseSchema = z.object({ data: passkeySchema });

/** GET /api/passkeys/sign-in: what the half-signed-in session may use for its second step. */
export const passkeySignInStatusSchema = z.object({
  data: z.object({
    /** The person has at least one passkey. */
    registered: z.boolean(),
    /** The module requires passkeys of its issuers. */
    required: z.boolean(),
    /** The e-mailed code may still finish this sign-in. */
    codeAllowed: z.boolean(),
  }),
});
export type PasskeySignInStatus = z.infer<typeof passkeySignInStatusSchema>['data'];

/**
 * The options handed to the browser's `navigator.credentials` (simplewebauthn's JSON): only the
 * challenge is named here, the rest passes through as the library wrote it.
 */
export const passkeyOptionsResponseSchema = z.object({
  data: z.looseObject({ challenge: z.string() }),
});

const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(8);

/** navigator.credentials.create()'s answer as simplewebauthn's browser encodes it. */
export const registrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    transports: transports.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** navigator.credentials.get()'s answer as simplewebauthn's browser encodes it. */
export const authenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: z.string().max(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** POST /api/passkeys: a new passkey, named, with the authenticator's answer. */
export const addPasskeyInputSchema = z.strictObject({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export const renamePasskeyInputSchema = z.strictObject({ name: passkeyNameSchema });
export const passkeyIdParamsSchema = z.strictObject({
  id: z.coerce.number({ error: 'Debe ser un número' }).int().positive(),
});
/** POST /api/passkeys/sign-in: the assertion that finishes a half-signed-in session. */
export const passkeySignInInputSchema = z.strictObject({ response: authenticationResponseSchema });
export const passkeySignInResponseSchema = loginResponseSchema;
/** PUT /api/passkeys/required: an Admin makes passkeys compulsory in their module, or not. */
export const passkeysRequiredInputSchema = z.strictObject({
  enabled: z.boolean({ error: 'Indique si las llaves de acceso son obligatorias' }),
});
export const passkeysRequiredResponseSchema = z.object({
  data: z.object({ module: z.string(), required: z.boolean() }),
});
