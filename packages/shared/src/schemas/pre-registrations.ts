import { z } from 'zod';
import { ageOn } from '../format/business-days';
import { todayInCaracas } from '../format/dates';
import { emailSchema, phoneSchema } from './auth';
import { captchaFields } from './captcha';
import { certificateTypeSchema, gradeCodeSchema } from './certificates';
import { listQuerySchema } from './lists';
import { calendarDaySchema } from './registers';
import { dniSchema, nationalitySchema, personNameSchema, stateCodeSchema } from './users';

/** An applicant is between 16 and 100 years old on the day they ask (Caracas). */
export const APPLICANT_MIN_AGE = 16;
export const APPLICANT_MAX_AGE = 100;

/** A municipality's id: its column is a PostgreSQL integer, so a larger number is no municipality. */
export const municipalityIdSchema = z.coerce
  .number({ error: 'Seleccione un municipio' })
  .int('Seleccione un municipio')
  .positive('Seleccione un municipio')
  .max(2_147_483_647, 'Seleccione un municipio');

/** The applicant's fields (docs/product/entities.md, Pre-registration), as the form sends them. */
export const preRegisterFieldsSchema = z.strictObject({
  dni: dniSchema,
  nationality: nationalitySchema,
  names: personNameSchema,
  lastNames: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  dateBirth: calendarDaySchema.refine((birth) => {
    const age = ageOn(birth, todayInCaracas());
    return age >= APPLICANT_MIN_AGE && age <= APPLICANT_MAX_AGE;
  }, `Debe tener entre ${APPLICANT_MIN_AGE} y ${APPLICANT_MAX_AGE} años`),
  state: stateCodeSchema,
  /** The municipality's numeric id; it must belong to `state`. */
  municipality: municipalityIdSchema,
  grades: z
    .array(gradeCodeSchema)
    .min(1, 'Seleccione al menos un grado')
    .refine((list) => new Set(list).size === list.length, 'Grado repetido'),
  typeCertifields: certificateTypeSchema,
});
export type PreRegisterFields = z.output<typeof preRegisterFieldsSchema>;

/** POST /api/preRegister/createPreregister: the fields plus the solved challenge. */
export const createPreRegisterInputSchema = preRegisterFieldsSchema.extend(captchaFields);
export type CreatePreRegisterInput = z.output<typeof createPreRegisterInputSchema>;

/**
 * The public answer, the same whether the request is new or the person already had one open of
 * that type (decision 0051): only that it was received. The number goes by e-mail to the
 * request's own address, so a stranger who knows a cédula learns nothing of an earlier request.
 */
export const preRegisterReceiptSchema = z.object({ received: z.literal(true) });
export const preRegisterReceiptResponseSchema = z.object({ data: preRegisterReceiptSchema });

/** A request as the signed-in roles that serve requests read it. */
export const preRegistrationSchema = z.object({
  id: z.number().int(),
  dni: z.string(),
  nationality: z.string(),
  names: z.string(),
  lastNames: z.string(),
  email: z.string(),
  phone: z.string(),
  dateBirth: z.string(),
  state: z.string(),
  municipality: z.number().int(),
  municipalityName: z.string(),
  grades: z.array(z.string()),
  typeCertifields: z.string(),
  /** The certificate issued from it (served), or null while open. */
  certificateId: z.number().int().nullable(),
  servedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type PreRegistration = z.infer<typeof preRegistrationSchema>;
export const preRegistrationResponseSchema = z.object({ data: preRegistrationSchema });

export const preRegisterOrderColumns = ['createdAt', 'names', 'lastNames', 'dni', 'state'] as const;
/**
 * Lista-preRegistro's payment filter (decision 0066), from the request's last charge: `paid`
 * (approved), `pending` (the bank has not confirmed), `failed` (declined or never found, none
 * live: the applicant may pay again) and `none` (never charged).
 */
export const requestPaymentFilters = ['paid', 'pending', 'failed', 'none'] as const;
export type RequestPaymentFilter = (typeof requestPaymentFilters)[number];
/** Lista-preRegistro's filters (GET /api/preRegister and its Excel export). */
export const preRegisterFiltersSchema = z.object({
  state: stateCodeSchema.optional(),
  municipality: municipalityIdSchema.optional(),
  typeCertifields: certificateTypeSchema.optional(),
  grade: gradeCodeSchema.optional(),
  /** open: not yet served; served: a certificate was issued from it. */
  status: z.enum(['open', 'served']).optional(),
  /** What its last charge says (decision 0066): paid, pending, failed, or never charged. */
  payment: z.enum(requestPaymentFilters).optional(),
});
export const listPreRegistersQuerySchema = listQuerySchema(preRegisterOrderColumns).extend(
  preRegisterFiltersSchema.shape,
);
export type ListPreRegistersQuery = z.output<typeof listPreRegistersQuerySchema>;

/** GET /api/preRegister/PreRegisterOperative: a municipality's requests and their total. */
export const preRegisterOperativeQuerySchema = z.strictObject({
  state: stateCodeSchema,
  municipality: municipalityIdSchema,
  date_range: listQuerySchema(['createdAt'] as const).shape.date_range,
});
export const preRegisterOperativeResponseSchema = z.object({
  data: z.array(preRegistrationSchema),
  total: z.number().int(),
});

/**
 * GET /api/certifields/searchPreRegister: open requests by dni, e-mail or name
 * (docs/product/rules.md: the form skips the call unless both are given; the server refuses it
 * then).
 */
export const preRegisterSearchTypes = ['dni', 'email', 'name'] as const;
export const searchPreRegisterQuerySchema = z.strictObject({
  type: z.enum(preRegisterSearchTypes, 'Busque por cédula, correo o nombre'),
  q: z.string().trim().min(1, 'Escriba qué buscar').max(120, 'Máximo 120 caracteres'),
});
export const preRegistrationsResponseSchema = z.object({ data: z.array(preRegistrationSchema) });
/** GET /api/certifields/getOneItemSearch?id: one request, to fill the certificate form. */
export const oneItemSearchQuerySchema = z.strictObject({
  id: z.coerce.number({ error: 'Debe ser un número' }).int().positive(),
});
