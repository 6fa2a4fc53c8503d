import { z } from 'zod';
import { certificateTypes, licenceGrades } from '../catalogues/certificates';
import { DAY_FORMAT_MESSAGE, dayProblem } from '../format/typed-days';
import { phoneSchema } from './auth';
import { listQuerySchema, pageOf } from './lists';
import {
  dniSchema,
  genderSchema,
  nationalitySchema,
  personNameSchema,
  stateCodeSchema,
} from './users';

/**
 * A calendar day 'YYYY-MM-DD' that exists (2026-02-30 is refused). The wire stays ISO; the
 * message is for the person who typed it, in DD/MM/AAAA (decision 0067).
 */
export const calendarDaySchema = z.iso.date({
  error: (issue) => dayProblem(issue.input) ?? DAY_FORMAT_MESSAGE,
});
export const registerTypes = ['medic', 'nurse'] as const;
export type RegisterType = (typeof registerTypes)[number];

const certificateTypeCodes = certificateTypes.map((type) => type.as) as [string, ...string[]];
const gradeCodes = licenceGrades.map((grade) => grade.as) as [string, ...string[]];
/** A list of distinct catalogue codes (certificate types or grades a medic may issue). */
const codeList = (codes: [string, ...string[]], label: string) =>
  z
    .array(z.enum(codes, `${label} desconocido`))
    .max(codes.length)
    .refine((list) => new Set(list).size === list.length, `${label} repetido`);

/** The fields of a college number, without defaults (an update keeps what it does not send). */
const schoolNumberFields = {
  state: stateCodeSchema,
  schoolNumber: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'El número de colegio debe tener de 1 a 10 dígitos'),
  registerDate: calendarDaySchema,
  currentSolvency: calendarDaySchema,
  medicVial: z.boolean(),
  licenseNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{1,20}$/, 'Número de habilitado inválido')
    .nullable()
    .optional(),
  typeCertifields: codeList(certificateTypeCodes, 'Tipo de certificado'),
  grades: codeList(gradeCodes, 'Grado'),
  specialGrades: codeList(gradeCodes, 'Grado especial'),
};

/** A college number in one state (docs/product/entities.md, School number). */
export const schoolNumberFieldsSchema = z.strictObject({
  ...schoolNumberFields,
  medicVial: schoolNumberFields.medicVial.default(false),
  typeCertifields: schoolNumberFields.typeCertifields.default([]),
  grades: schoolNumberFields.grades.default([]),
  specialGrades: schoolNumberFields.specialGrades.default([]),
});

const licenceRequired = (value: { medicVial?: boolean; licenseNumber?: string | null }) =>
  value.medicVial !== true || Boolean(value.licenseNumber);
const licenceIssue = {
  message: 'Indique el número de habilitado del médico vial',
  path: ['licenseNumber'],
};

export const schoolNumberInputSchema = schoolNumberFieldsSchema.refine(
  licenceRequired,
  licenceIssue,
);
/** POST /api/schoolNumber/createSchoolNumbers: a new college number of an existing register. */
export const createSchoolNumberInputSchema = schoolNumberFieldsSchema
  .extend({ registerId: z.number().int().positive() })
  .refine(licenceRequired, licenceIssue);
/** PUT /api/schoolNumber/updatedSchoolNumbers: the fields sent replace the stored ones. */
export const updateSchoolNumberInputSchema = z
  .strictObject(schoolNumberFields)
  .partial()
  .extend({ id: z.number().int().positive() })
  .strict();
/** Inside a register's form: with `id` an existing number is updated, without it one is added. */
export const registerSchoolNumberInputSchema = z.union([
  updateSchoolNumberInputSchema,
  schoolNumberInputSchema,
]);

const registerFields = {
  dni: dniSchema,
  nationality: nationalitySchema,
  names: personNameSchema,
  lastNames: personNameSchema,
  genders: genderSchema,
  phone: z.union([phoneSchema, z.literal('').transform(() => null), z.null()]).optional(),
  dateBirth: calendarDaySchema.nullable().optional(),
  specialty: z.string().trim().min(1, 'Seleccione la especialidad').max(120),
  healthNumber: z
    .string()
    .trim()
    .max(30, 'Máximo 30 caracteres')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  type: z.enum(registerTypes),
  /** Nurses only; a medic's is cleared (docs/product/rules.md). */
  academicDegree: z.string().trim().max(120).nullable().optional(),
};

const nurseNeedsDegree = (value: { type?: RegisterType; academicDegree?: string | null }) =>
  value.type !== 'nurse' || Boolean(value.academicDegree);
const degreeIssue = {
  message: 'Seleccione el grado académico de la enfermera',
  path: ['academicDegree'],
};

/** POST /api/register: the register and its college numbers, saved together. */
export const createRegisterInputSchema = z
  .strictObject({
    ...registerFields,
    nationality: nationalitySchema.default('V'),
    schoolNumbers: z
      .array(schoolNumberInputSchema)
      .min(1, 'Agregue al menos un número de colegio')
      .max(24),
  })
  .refine(nurseNeedsDegree, degreeIssue);
/**
 * PUT /api/register: the fields sent replace the stored ones; `schoolNumbers` are upserted. No
 * defaults: a field not sent keeps its value. The API checks the degree rule on the merged register.
 */
export const updateRegisterInputSchema = z
  .strictObject({
    ...registerFields,
    schoolNumbers: z.array(registerSchoolNumberInputSchema).max(24),
  })
  .partial()
  .extend({ id: z.number().int().positive() });

export const schoolNumberSchema = z.object({
  id: z.number().int(),
  registerId: z.number().int(),
  state: z.string(),
  schoolNumber: z.string(),
  registerDate: z.string(),
  currentSolvency: z.string(),
  /** 'Sí' while currentSolvency is today (America/Caracas) or later. */
  solvency: z.enum(['Sí', 'No']),
  medicVial: z.boolean(),
  licenseNumber: z.string().nullable(),
  typeCertifields: z.array(z.string()),
  grades: z.array(z.string()),
  specialGrades: z.array(z.string()),
  createdAt: z.string(),
});
export type SchoolNumber = z.infer<typeof schoolNumberSchema>;

export const registerSchema = z.object({
  id: z.number().int(),
  dni: z.string(),
  nationality: z.string(),
  names: z.string(),
  lastNames: z.string(),
  genders: z.enum(['M', 'F']),
  phone: z.string().nullable(),
  dateBirth: z.string().nullable(),
  specialty: z.string(),
  healthNumber: z.string().nullable(),
  type: z.enum(registerTypes),
  academicDegree: z.string().nullable(),
  /** E-mail of the account that created it. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  schoolNumbers: z.array(schoolNumberSchema),
});
export type Register = z.infer<typeof registerSchema>;

export const registerOrderColumns = [
  'createdAt',
  'names',
  'lastNames',
  'dni',
  'specialty',
] as const;
/**
 * docs/product/entities.md: register reports filter by specialty, academicDegree, medicVial,
 * genders, type.
 */
export const registerFiltersSchema = z.object({
  state: stateCodeSchema.optional(),
  specialty: z.string().trim().min(1).max(120).optional(),
  academicDegree: z.string().trim().min(1).max(120).optional(),
  medicVial: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  genders: genderSchema.optional(),
  type: z.enum(registerTypes).optional(),
  nationality: nationalitySchema.optional(),
  dni: dniSchema.optional(),
});
export const listRegistersQuerySchema = listQuerySchema(registerOrderColumns)
  .extend(registerFiltersSchema.shape)
  .strict();
export const registerReportQuerySchema = registerFiltersSchema
  .extend({ date_range: listQuerySchema(registerOrderColumns).shape.date_range })
  .strict();
/** Search by dni; nationality defaults to 'V' (docs/product/rules.md). */
export const searchRegistersQuerySchema = z.strictObject({
  dni: dniSchema,
  nationality: nationalitySchema.default('V'),
});

export const registersPageSchema = pageOf(registerSchema);
export const registersResponseSchema = z.object({ data: z.array(registerSchema) });
export const registerResponseSchema = z.object({ data: registerSchema });
export const schoolNumberResponseSchema = z.object({ data: schoolNumberSchema });
