import { z } from 'zod';
import {
  certificateRules,
  certificateTypes,
  licenceGrades,
  SPECIAL_CERTIFICATE_TYPE,
} from '../catalogues/certificates';
import { bloodTypes } from '../catalogues/people';
import { certificateProofFieldsSchema } from '../proof/fields';
import { emailSchema } from './auth';
import { validityIssues } from './certificate-dates';
import { certificatePaymentSchema } from './certificate-payment';
import { nextCursorSchema, pageOf } from './lists';
import { serialSchema } from './lots';
import { LETTERS_AND_SPACES, LETTERS_AND_SPACES_MESSAGE } from './names';
import { calendarDaySchema } from './registers';
import { certificateWithoutPaymentSchema } from './unpaid-issue';
import { dniSchema, nationalitySchema, personNameSchema, stateCodeSchema } from './users';

const codesOf = <T extends readonly { as: string }[]>(list: T) =>
  list.map((item) => item.as) as [T[number]['as'], ...T[number]['as'][]];
export const gradeCodeSchema = z.enum(codesOf(licenceGrades), 'Grado desconocido');
export const certificateTypeSchema = z.enum(
  codesOf(certificateTypes),
  'Tipo de certificado desconocido',
);
export const ruleCodeSchema = z.enum(codesOf(certificateRules), 'Restricción desconocida');
export const bloodTypeSchema = z.enum(bloodTypes, 'Tipo de sangre desconocido');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .transform((value) => value || null)
    .nullable()
    .optional();

const certificateFields = {
  place: z.string().trim().min(2, 'Indique el lugar de expedición').max(120),
  expeditionDate: calendarDaySchema,
  dueDate: calendarDaySchema,
  dni: dniSchema,
  nationality: nationalitySchema,
  names: personNameSchema,
  lastNames: personNameSchema,
  birthDate: calendarDaySchema,
  stateOrigin: stateCodeSchema.nullable().optional(),
  occupation: z
    .string()
    .trim()
    .max(80)
    .regex(LETTERS_AND_SPACES, LETTERS_AND_SPACES_MESSAGE)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  grade: gradeCodeSchema,
  typeCertifields: certificateTypeSchema,
  typeSpecial: optionalText(120),
  observations: optionalText(500),
  rules: z.array(ruleCodeSchema).max(certificateRules.length),
  /** true, false, or null when unknown. */
  glasses: z.boolean().nullable(),
  bloodType: bloodTypeSchema.nullable().optional(),
  sectional: optionalText(80),
};

type SpecialFields = {
  grade?: string;
  birthDate?: string;
  typeCertifields?: string;
  typeSpecial?: string | null;
  observations?: string | null;
  rules?: readonly string[];
  expeditionDate?: string;
  dueDate?: string;
};

/**
 * docs/product/entities.md: an 'Especial' certificate needs its kind, rules and observations; any
 * other type may have none of them. Also the due date comes after the expedition date, within the
 * validity its grade and holder's age allow (decision 0048).
 */
export function certificateFieldIssues(value: SpecialFields): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const special = value.typeCertifields === SPECIAL_CERTIFICATE_TYPE;
  if (special) {
    if (!value.typeSpecial)
      issues.push({ path: 'typeSpecial', message: 'Indique el tipo especial' });
    if (!value.rules?.length)
      issues.push({ path: 'rules', message: 'Seleccione al menos una restricción' });
    if (!value.observations)
      issues.push({ path: 'observations', message: 'Escriba las observaciones' });
  } else if (value.typeCertifields !== undefined) {
    const message = 'Solo los certificados especiales llevan este dato';
    if (value.typeSpecial) issues.push({ path: 'typeSpecial', message });
    if (value.rules?.length) issues.push({ path: 'rules', message });
    if (value.observations) issues.push({ path: 'observations', message });
  }
  if (value.expeditionDate && value.dueDate && value.dueDate <= value.expeditionDate) {
    issues.push({ path: 'dueDate', message: 'El vencimiento debe ser posterior a la expedición' });
  } else {
    issues.push(...validityIssues(value));
  }
  return issues;
}

const withFieldRules = (value: SpecialFields, context: z.RefinementCtx) => {
  for (const issue of certificateFieldIssues(value)) {
    context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
};

/** POST /api/certifields/createCertifields. */
export const createCertificateInputSchema = z
  .strictObject({
    serial: serialSchema,
    /** The issuing medic's college number; a medic signed in with their own may leave it out. */
    schoolNumberId: z.number().int().positive().optional(),
    ...certificateFields,
    // Defaults on creation only: an edit leaves out what it does not change.
    nationality: certificateFields.nationality.default('V'),
    rules: certificateFields.rules.default([]),
    glasses: certificateFields.glasses.default(null),
    /**
     * The holder's e-mail, optional: the certificate is sent to it and its expiry reminded
     * (decision 0087). Empty is the same as absent (the service reads it so; a transform here
     * would leave the OpenAPI document without the field's shape).
     */
    holderEmail: z
      .union([z.literal(''), emailSchema])
      .optional()
      .describe('Correo del titular: recibe el certificado en PDF y el aviso de vencimiento'),
  })
  .superRefine(withFieldRules);
/** PUT /api/certifields/updatedCertifields: id plus the fields to change (the serial stays). */
export const updateCertificateInputSchema = z
  .strictObject({ id: z.number().int().positive(), ...certificateFields })
  .partial()
  .required({ id: true })
  .superRefine(withFieldRules);
/**
 * PUT /api/certifields/updatedCertifieldsVial/{id}: a road-medicine certificate's fields to change
 * (the id rides in the path; the serial and the issuer stay).
 */
export const updateRoadCertificateInputSchema = z
  .strictObject({ ...certificateFields })
  .partial()
  .superRefine(withFieldRules);
/** PUT /api/certifields/disableCertifields/{id} and the Admin's enableCertifields/{id}. */
export const certificateStatusInputSchema = z.strictObject({
  reason: z.string().trim().min(5, 'Explique el motivo (al menos 5 caracteres)').max(300),
});
export const certificateIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** A plausible driver: 16 to 100 years old on the expedition date. */
export const DRIVER_MIN_AGE = 16;
export const DRIVER_MAX_AGE = 100;

export const doctorSchema = z.object({
  schoolNumberId: z.number().int(),
  schoolNumber: z.string(),
  licenseNumber: z.string().nullable(),
  state: z.string(),
  names: z.string(),
  lastNames: z.string(),
  dni: z.string(),
});
export type Doctor = z.infer<typeof doctorSchema>;

export const certificateSchema = z.object({
  id: z.number().int(),
  serial: z.number().int(),
  lotId: z.number().int(),
  numberTP: z.string(),
  state: z.string(),
  sectional: z.string().nullable(),
  place: z.string(),
  expeditionDate: z.string(),
  dueDate: z.string(),
  dni: z.string(),
  nationality: z.string(),
  names: z.string(),
  lastNames: z.string(),
  birthDate: z.string(),
  stateOrigin: z.string().nullable(),
  occupation: z.string().nullable(),
  grade: z.string(),
  typeCertifields: z.string(),
  typeSpecial: z.string().nullable(),
  observations: z.string().nullable(),
  rules: z.array(z.string()),
  glasses: z.boolean().nullable(),
  bloodType: z.string().nullable(),
  nameDoctor: z.string(),
  dniDoctor: z.string(),
  /** true = Habilitado, false = Deshabilitado. */
  status: z.boolean(),
  /** 1 as issued, one more on every edit; its QR proof carries it (decision 0052). */
  version: z.number().int().min(1),
  reason: z.string().nullable(),
  createdBy: doctorSchema,
  updatedBy: doctorSchema.nullable(),
  /** The payment it was issued against (createCertifieldsPay); null when none. */
  payment: certificatePaymentSchema.nullable().optional(),
  /**
   * The field operative it was issued at (decision 0025); null when none. The API always sends it.
   */
  operativeId: z.number().int().nullable().optional(),
  /**
   * Why it serves a request of the public that was never paid (decision 0065); null when paid.
   * The API always sends it.
   */
  withoutPayment: certificateWithoutPaymentSchema.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

const totalSchema = z.object({ key: z.string(), total: z.number().int() });
export const certificateCountsSchema = z.object({
  total: z.number().int(),
  byState: z.array(totalSchema),
  byGrade: z.array(totalSchema),
  byType: z.array(totalSchema),
  byStatus: z.array(totalSchema),
  /**
   * "Por vencer en 30 días" by state (decision 0087): enabled certificates expiring from today to
   * 30 days ahead, whatever the expedition dates asked. Absent in answers of servers before it.
   */
  dueSoonByState: z.array(totalSchema).optional(),
});
/**
 * docs/product/entities.md: "A certificate report is a list plus a president entry" (the state's
 * President).
 */
export const certificateReportSchema = z.object({
  data: z.array(certificateSchema),
  president: z
    .object({ names: z.string(), lastNames: z.string(), dni: z.string(), state: z.string() })
    .nullable(),
  next: nextCursorSchema,
});

/**
 * What the public verification (searchFree) shows: the fields the QR proof signs, so the page can
 * compare the two, plus the live status. One spelling: the proof's schema is the source.
 */
export const publicCertificateSchema = certificateProofFieldsSchema.extend({
  status: z.enum(['valid', 'expired', 'disabled']),
  /**
   * 1 as issued, one more per edit. A printout whose signed fields differ from a record with a
   * version above 1 was superseded by an edit (its QR says a newer version exists).
   */
  version: z.number().int().min(1),
  /**
   * Brought from the system AptoVial replaced (decision 0080): its printout has no signed QR, so
   * it is verified by serial alone. Absent in answers of servers before it: read as false.
   */
  imported: z
    .boolean()
    .optional()
    .describe('Certificado anterior a AptoVial: verificado por serial, sin QR firmado'),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

export const certificatesPageSchema = pageOf(certificateSchema).extend({ next: nextCursorSchema });
export const certificatesResponseSchema = z.object({ data: z.array(certificateSchema) });
export const certificateResponseSchema = z.object({ data: certificateSchema });
export const publicCertificateResponseSchema = z.object({ data: publicCertificateSchema });
export const certificateCountsResponseSchema = z.object({ data: certificateCountsSchema });
