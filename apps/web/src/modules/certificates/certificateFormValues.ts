import {
  type Certificate,
  createCertificateInputSchema,
  expeditionDayIssues,
  SPECIAL_CERTIFICATE_TYPE,
  todayInCaracas,
  updateCertificateInputSchema,
} from '@aptovial/shared';
import type { z } from 'zod';
import type { SaveCertificateInput } from './api/saveCertificate';

/** The form keeps text values; rules travel comma-joined, glasses as 'true', 'false' or ''. */
export type CertificateValues = {
  serial: string;
  schoolNumberId: string;
  nationality: string;
  dni: string;
  names: string;
  lastNames: string;
  birthDate: string;
  occupation: string;
  stateOrigin: string;
  place: string;
  expeditionDate: string;
  dueDate: string;
  grade: string;
  typeCertifields: string;
  typeSpecial: string;
  rules: string;
  observations: string;
  glasses: string;
  bloodType: string;
  /** Only when issuing: the holder's optional e-mail (decision 0087); edits never send it. */
  holderEmail: string;
};

/**
 * An issue form's draft (decision 0067) never keeps the serial: the one offered (or typed) may be
 * another certificate's by the time the dialog opens again, and a fresh one is offered then.
 */
export const ISSUE_UNDRAFTED = ['serial'] as const;

export const isSpecial = (values: Pick<CertificateValues, 'typeCertifields'>) =>
  values.typeCertifields === SPECIAL_CERTIFICATE_TYPE;

export const rulesOf = (values: Pick<CertificateValues, 'rules'>) =>
  values.rules === '' ? [] : values.rules.split(',');

export function initialCertificateValues(certificate: Certificate | null): CertificateValues {
  const c = certificate;
  return {
    serial: c === null ? '' : String(c.serial),
    schoolNumberId: '',
    nationality: c?.nationality ?? 'V',
    dni: c?.dni ?? '',
    names: c?.names ?? '',
    lastNames: c?.lastNames ?? '',
    birthDate: c?.birthDate ?? '',
    occupation: c?.occupation ?? '',
    stateOrigin: c?.stateOrigin ?? '',
    place: c?.place ?? '',
    // docs/product/rules.md: the expedition date starts at today, in Caracas.
    expeditionDate: c?.expeditionDate ?? todayInCaracas(),
    dueDate: c?.dueDate ?? '',
    grade: c?.grade ?? '',
    typeCertifields: c?.typeCertifields ?? '',
    typeSpecial: c?.typeSpecial ?? '',
    rules: c?.rules.join(',') ?? '',
    observations: c?.observations ?? '',
    glasses: c === null || c.glasses === null ? '' : String(c.glasses),
    bloodType: c?.bloodType ?? '',
    holderEmail: '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);
const asNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** What the API schemas read; the Especial-only fields go empty for any other type. */
export function certificateFieldsInput(values: CertificateValues) {
  const special = isSpecial(values);
  return {
    nationality: values.nationality,
    dni: values.dni,
    names: values.names,
    lastNames: values.lastNames,
    birthDate: values.birthDate,
    occupation: orNull(values.occupation),
    stateOrigin: orNull(values.stateOrigin),
    place: values.place,
    expeditionDate: values.expeditionDate,
    dueDate: values.dueDate,
    grade: values.grade,
    typeCertifields: values.typeCertifields,
    typeSpecial: special ? orNull(values.typeSpecial) : null,
    rules: special ? rulesOf(values) : [],
    observations: special ? orNull(values.observations) : null,
    glasses: values.glasses === '' ? null : values.glasses === 'true',
    bloodType: orNull(values.bloodType),
  };
}

export function toCertificateInput(values: CertificateValues, certificate: Certificate | null) {
  if (certificate !== null) return { id: certificate.id, ...certificateFieldsInput(values) };
  return {
    serial: asNumber(values.serial),
    schoolNumberId: asNumber(values.schoolNumberId),
    ...certificateFieldsInput(values),
    // Left empty, the field is not sent: the request's address, if any, is used.
    ...(values.holderEmail ? { holderEmail: values.holderEmail } : {}),
  };
}

/**
 * Decision 0048, as the API checks it on issue: the expedition date is neither after today nor
 * more than 30 days before it (the validity cap is in the shared schemas already).
 */
export const withIssueDays = <T extends { expeditionDate: string }>(schema: z.ZodType<T>) =>
  schema.superRefine((value, context) => {
    for (const issue of expeditionDayIssues(value.expeditionDate, todayInCaracas())) {
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });

/** An officer issuing names the medic whose college number signs it. */
export const issueSchema = createCertificateInputSchema.refine(
  (input) => input.schoolNumberId !== undefined,
  { path: ['schoolNumberId'], message: 'Busque y elija el médico que emite el certificado' },
);

export type CertificateOutput =
  | z.output<typeof createCertificateInputSchema>
  | z.output<typeof updateCertificateInputSchema>;

/** A medic signed in with their own college number issues as it: no issuer to pick. */
export const certificateSchemaFor = (
  certificate: Certificate | null,
  issuesAsOwnNumber = false,
): z.ZodType<CertificateOutput> => {
  if (certificate !== null) return updateCertificateInputSchema;
  return withIssueDays(issuesAsOwnNumber ? createCertificateInputSchema : issueSchema);
};

export const toSaveInput = (output: CertificateOutput): SaveCertificateInput =>
  'serial' in output && output.serial !== undefined
    ? { kind: 'create', body: output as z.output<typeof createCertificateInputSchema> }
    : { kind: 'update', body: output as z.output<typeof updateCertificateInputSchema> };
