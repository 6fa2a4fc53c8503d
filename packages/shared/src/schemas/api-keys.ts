import { z } from 'zod';
import { stateCodeSchema } from './users';

/** What a key may do (decision 0085): read the change feed, or receive it as webhooks (0086). */
export const apiKeyScopes = ['certificates:read', 'events:receive'] as const;
export const apiKeyScopeSchema = z.enum(apiKeyScopes, {
  error: 'El alcance debe ser certificates:read o events:receive',
});
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

const webhookUrlSchema = z
  .string()
  .trim()
  .max(500, 'La dirección no puede superar 500 caracteres')
  .url({ error: 'La dirección del receptor no es válida' });

/** POST /api/apiKeys: a receiving key needs its subscriber URL, a reading key has none. */
export const createApiKeyInputSchema = z
  .strictObject({
    name: z
      .string({ error: 'Indique un nombre para la clave' })
      .trim()
      .min(3, 'El nombre debe tener al menos 3 caracteres')
      .max(80, 'El nombre no puede superar 80 caracteres'),
    scope: apiKeyScopeSchema,
    state: stateCodeSchema.nullable().optional(),
    webhookUrl: webhookUrlSchema.nullable().optional(),
  })
  .superRefine((input, context) => {
    if (input.scope === 'events:receive' && !input.webhookUrl) {
      context.addIssue({
        code: 'custom',
        path: ['webhookUrl'],
        message: 'Una clave que recibe eventos necesita la dirección del receptor',
      });
    }
    if (input.scope === 'certificates:read' && input.webhookUrl) {
      context.addIssue({
        code: 'custom',
        path: ['webhookUrl'],
        message: 'Solo una clave events:receive tiene dirección de receptor',
      });
    }
  });
export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;

/** A key as the Admins' list shows it: never its secret. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  /** The public part of the key (`avk_<id>`), which the key itself starts with. */
  prefix: z.string(),
  name: z.string(),
  scope: apiKeyScopeSchema,
  state: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeysResponseSchema = z.object({ data: z.array(apiKeySchema) });

/** The answer of the creation: the only time the key (and a webhook's signing secret) is shown. */
export const createdApiKeyResponseSchema = z.object({
  data: apiKeySchema.extend({
    key: z.string(),
    signingSecret: z.string().nullable(),
  }),
});
export type CreatedApiKey = z.infer<typeof createdApiKeyResponseSchema>['data'];
export const apiKeyResponseSchema = z.object({ data: apiKeySchema });

export const apiKeyIdParamsSchema = z.strictObject({
  id: z.coerce.number({ error: 'Debe ser un número' }).int().positive(),
});

/** What happened to a certificate, in the order the feed made it visible. */
export const certificateEventTypes = ['issued', 'corrected', 'disabled', 'reenabled'] as const;

export const certificateEventSchema = z.object({
  /** Unique per event: a webhook receiver de-duplicates on it. */
  id: z.string(),
  type: z.enum(certificateEventTypes),
  certificateId: z.number().int(),
  serial: z.number().int(),
  state: z.string(),
  /** The certificate's revision after the change (decision 0052). */
  version: z.number().int(),
  valid: z.boolean(),
  occurredAt: z.iso.datetime(),
  /** The signed proof of this version, as the QR holds it; null for an imported certificate. */
  proof: z.string().nullable(),
  kid: z.string().nullable(),
});
export type CertificateEvent = z.infer<typeof certificateEventSchema>;

/** GET /api/integrations/certificateEvents: resume after `cursor`, the one the last page gave. */
export const certificateEventsQuerySchema = z.strictObject({
  cursor: z.string().max(400, 'El cursor no es válido').optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export const certificateEventsResponseSchema = z.object({
  data: z.array(certificateEventSchema),
  /** Store it and send it on the next call: every event comes exactly once. */
  cursor: z.string(),
});

/** A webhook that kept failing for the whole retry window: the dead-letter list. */
export const webhookFailureSchema = z.object({
  id: z.number().int(),
  apiKeyId: z.number().int(),
  apiKeyName: z.string(),
  eventId: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookFailure = z.infer<typeof webhookFailureSchema>;
export const webhookFailuresResponseSchema = z.object({ data: z.array(webhookFailureSchema) });
export const webhookReplayResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
