import { z } from 'zod';
import { modules, roleCodes } from '../catalogues/roles';
import { emailSchema, personAccountFields, phoneSchema } from './auth';
import { listQuerySchema, pageOf } from './lists';
import { PERSON_NAME, PERSON_NAME_MESSAGE } from './names';

/**
 * Letters and spaces (docs/product/rules.md), an apostrophe or hyphen between letters: names.ts.
 */
export const personNameSchema = z
  .string()
  .trim()
  .min(2, 'Escriba al menos 2 letras')
  .max(80, 'Máximo 80 caracteres')
  .regex(PERSON_NAME, PERSON_NAME_MESSAGE);
export const dniSchema = z
  .string()
  .trim()
  .regex(/^\d{5,9}$/, 'La cédula debe tener de 5 a 9 dígitos');
export const nationalitySchema = z.enum(['V', 'E']);
export const genderSchema = z.enum(['M', 'F']);
export const stateCodeSchema = z.string().regex(/^VE-[A-Z]$/, 'Estado inválido');

/** A system user as lists show it: one row per account (a person may appear once per role). */
export const userListItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  ...personAccountFields,
  createdBy: z.string().nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userOrderColumns = [
  'createdAt',
  'names',
  'lastNames',
  'dni',
  'email',
  'rol',
  'state',
  'status',
  'lastSeen',
] as const;
export const userFiltersSchema = z.object({
  state: stateCodeSchema.optional(),
  rol: z.enum(roleCodes).optional(),
  type: z.enum(modules).optional(),
  status: z.enum(['active', 'inactive']).optional(),
  genders: genderSchema.optional(),
  /** The accounts of one person (the export of Buscar-usuarios). */
  dni: dniSchema.optional(),
});
export const listUsersQuerySchema = listQuerySchema(userOrderColumns)
  .extend(userFiltersSchema.shape)
  .strict();
export const userReportQuerySchema = userFiltersSchema
  .extend({ date_range: listQuerySchema(userOrderColumns).shape.date_range })
  .strict();
export const searchUsersQuerySchema = z.strictObject({ dni: dniSchema });

export const usersPageSchema = pageOf(userListItemSchema);
export const usersResponseSchema = z.object({ data: z.array(userListItemSchema) });
export const userResponseSchema = z.object({ data: userListItemSchema });

export const createUserInputSchema = z.strictObject({
  email: emailSchema,
  dni: dniSchema,
  nationality: nationalitySchema.default('V'),
  names: personNameSchema,
  lastNames: personNameSchema,
  genders: genderSchema,
  phone1: phoneSchema,
  phone2: z.union([phoneSchema, z.literal('').transform(() => null), z.null()]).optional(),
  rol: z.enum(roleCodes),
  /** The module of the new account; defaults to the creator's, and must be in the creator's login. */
  type: z.enum(modules).optional(),
  state: stateCodeSchema,
  sectional: z.string().trim().max(80).optional(),
});
export const updateUserInputSchema = createUserInputSchema
  .omit({ email: true, dni: true, type: true })
  .partial()
  .extend({ id: z.number().int().positive() })
  .strict();
export const accessQuerySchema = z.strictObject({ id: z.coerce.number().int().positive() });
export const accessResponseSchema = z.object({
  data: z.object({ id: z.number().int(), status: z.enum(['active', 'inactive']) }),
});
export const deleteUserInputSchema = z.strictObject({
  id: z.number().int().positive(),
  dni: dniSchema,
});
