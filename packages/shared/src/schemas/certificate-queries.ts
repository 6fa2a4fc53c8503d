import { z } from 'zod';
import { certificateTypeSchema, gradeCodeSchema } from './certificates';
import { listCursorSchema, listQuerySchema } from './lists';
import { serialQuerySchema } from './lots';
import { dniSchema, nationalitySchema, stateCodeSchema } from './users';

/** How certificate lists, reports, exports and counts are asked for. */
export const certificateOrderColumns = [
  'createdAt',
  'expeditionDate',
  'serial',
  'dueDate',
  'names',
  'lastNames',
] as const;
/** Part of a name shorter than this finds too much to be worth a search (and no trigram index). */
export const MIN_NAME_SEARCH = 3;
const PARAM_CERT_TOO_SHORT = `Escriba al menos ${MIN_NAME_SEARCH} letras para buscar por nombre`;
/** paramCert searches digits (a serial or a dni) of any length, or at least 3 letters of names. */
export function isSearchableText(text: string): boolean {
  return /^\d+$/.test(text) || text.length >= MIN_NAME_SEARCH;
}

/** The filter and report parameters of certificates. */
export const certificateFiltersSchema = z.object({
  state: stateCodeSchema.optional(),
  grade: gradeCodeSchema.optional(),
  typeCertifields: certificateTypeSchema.optional(),
  numberTP: z.string().trim().min(1).max(30).optional(),
  status: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  dni: dniSchema.optional(),
  nationality: nationalitySchema.optional(),
  occupation: z.string().trim().min(1).max(80).optional(),
  place: z.string().trim().min(1).max(120).optional(),
  schoolNumberId: z.coerce.number().int().positive().optional(),
  /** The issuing doctor's specialty. */
  specialty: z.string().trim().min(1).max(120).optional(),
  /** One box for everything: a serial or a dni (digits), or part of the holder's names. */
  paramCert: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .refine(isSearchableText, PARAM_CERT_TOO_SHORT)
    .optional(),
  /** One serial, and the issuing doctor's register: the exports of Buscar-certificados. */
  serial: serialQuerySchema.optional(),
  doctorDni: dniSchema.optional(),
  doctorNationality: nationalitySchema.optional(),
  /** 'false': only the certificates the signed-in doctor issued; every visible one otherwise. */
  allCertificates: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
/** date_range filters the expedition date. */
export const listCertificatesQuerySchema = listQuerySchema(certificateOrderColumns)
  .extend(certificateFiltersSchema.shape)
  .extend({ after: listCursorSchema.optional() })
  .strict();
export const certificateReportQuerySchema = certificateFiltersSchema
  .extend({ date_range: listQuerySchema(certificateOrderColumns).shape.date_range })
  .strict();
/** The report and its Excel: every match up to the report cap, then on from `after`. */
export const certificateExportQuerySchema = certificateReportQuerySchema
  .extend({ after: listCursorSchema.optional() })
  .strict();
export const countCertificatesQuerySchema = z.strictObject({
  state: stateCodeSchema.optional(),
  date_range: listQuerySchema(certificateOrderColumns).shape.date_range,
});
export const searchSerialQuerySchema = z.strictObject({ serial: serialQuerySchema });
export const searchDniQuerySchema = z.strictObject({
  dni: dniSchema,
  nationality: nationalitySchema.default('V'),
});
