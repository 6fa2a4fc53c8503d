import { z } from 'zod';
import { emailSchema } from './auth';

/** Roles a road-medicine credential may carry (docs/product/roles.md: vialDirector and Admin). */
export const credentialRoles = ['VialDirector', 'Admin'] as const;
export type CredentialRole = (typeof credentialRoles)[number];
export const credentialRoleSchema = z.enum(credentialRoles, {
  error: 'El rol debe ser Director de Medicina Vial o Administrador',
});
export const credentialStatusSchema = z.enum(['active', 'inactive'], {
  error: 'El acceso debe ser activo o inactivo',
});
const idSchema = z.coerce
  .number({ error: 'Debe ser un número' })
  .int('Debe ser un número entero')
  .positive('Debe ser un número positivo');

/** A medic's road-medicine login: their medicVial account, bound to one college number. */
export const roadCredentialSchema = z.object({
  /** The account's id; the update names it. */
  id: z.number().int(),
  schoolNumberId: z.number().int(),
  email: z.string(),
  rol: z.enum(credentialRoles),
  status: z.enum(['active', 'inactive']),
  state: z.string().nullable(),
  names: z.string(),
  lastNames: z.string(),
  dni: z.string(),
  nationality: z.string(),
  createdAt: z.iso.datetime(),
});
export type RoadCredential = z.infer<typeof roadCredentialSchema>;

/** docs/product/calls.md: the credential, or the text 'Not Found' when the medic has none yet. */
export const CREDENTIAL_NOT_FOUND = 'Not Found' as const;
export const searchCredentialQuerySchema = z.strictObject({ schoolNumberId: idSchema });
export const searchCredentialResponseSchema = z.object({
  data: z.union([roadCredentialSchema, z.literal(CREDENTIAL_NOT_FOUND)]),
});
export const credentialResponseSchema = z.object({ data: roadCredentialSchema });

/** Nobody types a password for someone else: the new doctor chooses it from an e-mail. */
export const createCredentialInputSchema = z.strictObject({
  schoolNumberId: idSchema,
  email: emailSchema,
  rol: credentialRoleSchema.default('VialDirector'),
  status: credentialStatusSchema.default('active'),
});
export const updateCredentialInputSchema = z.strictObject({
  id: idSchema,
  email: emailSchema.optional(),
  rol: credentialRoleSchema.optional(),
  status: credentialStatusSchema.optional(),
});
export type CreateCredentialInput = z.output<typeof createCredentialInputSchema>;
export type UpdateCredentialInput = z.output<typeof updateCredentialInputSchema>;
