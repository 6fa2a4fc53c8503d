import {
  createCertifieldsPayInputSchema,
  createRoadCertificateInputSchema,
  type MobilePaymentFields,
  type PreRegistration,
  type PreviousCertificate,
  todayInCaracas,
  updateRoadCertificateInputSchema,
} from '@aptovial/shared';
import type { z } from 'zod';
import type { ZodFormOptions } from '../../shared/forms/useZodForm';
import type {
  PaidRoadIssueInput,
  RoadIssueInput,
  RoadUpdateInput,
} from './api/saveRoadCertificate';
import {
  type CertificateValues,
  certificateFieldsInput,
  ISSUE_UNDRAFTED,
  initialCertificateValues,
  withIssueDays,
} from './certificateFormValues';

/** What the form copies of a request of the public (an operative's applicant has the same). */
export type RequestPrefill = Pick<
  PreRegistration,
  | 'id'
  | 'nationality'
  | 'dni'
  | 'names'
  | 'lastNames'
  | 'dateBirth'
  | 'typeCertifields'
  | 'grades'
  | 'email'
>;

/**
 * What POST createCertifields reads: no issuer, the doctor issues as their own number; the
 * request of the public it serves, when it was filled from one; the field operative it is
 * issued at, when it is (decision 0025).
 */
export function toRoadIssueInput(
  values: CertificateValues,
  preRegisterId: number | null = null,
  operativeId: number | null = null,
) {
  return {
    serial: values.serial === '' ? undefined : Number(values.serial),
    ...certificateFieldsInput(values),
    // Left empty, the field is not sent: the request's address, if any, is used.
    ...(values.holderEmail ? { holderEmail: values.holderEmail } : {}),
    ...(preRegisterId === null ? {} : { preRegisterId }),
    ...(operativeId === null ? {} : { operativeId }),
  };
}

/** Where a form starts: empty, or filled from a request (and the operative's place). */
export function startingValues(
  request: RequestPrefill | undefined,
  place: string | undefined,
): CertificateValues {
  const empty = { ...initialCertificateValues(null), place: place ?? '' };
  return request === undefined ? empty : withRequest(empty, request);
}

/**
 * The issue form's setup: a plain issue (serving the request `preRegisterId`, if any, at the
 * operative `operativeId`, if any), or one against `payment`, whose strict body serves no
 * request of the public.
 */
export function roadIssueFormOptions(
  payment: MobilePaymentFields | undefined,
  preRegisterId: number | null,
  operativeId: number | null = null,
  initialValues: CertificateValues = initialCertificateValues(null),
): ZodFormOptions<CertificateValues, RoadIssueInput | PaidRoadIssueInput> {
  if (payment === undefined) {
    return {
      initialValues,
      schema: withIssueDays(createRoadCertificateInputSchema),
      toInput: (values) => toRoadIssueInput(values, preRegisterId, operativeId),
      undrafted: ISSUE_UNDRAFTED,
    };
  }
  return {
    initialValues,
    schema: withIssueDays(createCertifieldsPayInputSchema),
    toInput: (values) => ({ ...toRoadIssueInput(values), payment }),
    undrafted: ISSUE_UNDRAFTED,
  };
}

/**
 * A request of the public copied in: who the driver is, what they asked for (first grade) and
 * the e-mail they gave, which gets the certificate and its reminder (decision 0087).
 */
export function withRequest(values: CertificateValues, request: RequestPrefill): CertificateValues {
  return {
    ...values,
    nationality: request.nationality,
    dni: request.dni,
    names: request.names,
    lastNames: request.lastNames,
    birthDate: request.dateBirth,
    typeCertifields: request.typeCertifields,
    grade: request.grades[0] ?? '',
    holderEmail: request.email,
  };
}

/**
 * The form for the next driver: empty, but where and when it is issued stay (a field operative
 * issues many in the same place on the same day).
 */
export function nextDriverValues(done: CertificateValues): CertificateValues {
  return {
    ...initialCertificateValues(null),
    place: done.place,
    expeditionDate: done.expeditionDate || todayInCaracas(),
  };
}

/** The driver's previous certificate copied in: who they are and what was certified. */
export function withPrevious(
  values: CertificateValues,
  previous: PreviousCertificate,
): CertificateValues {
  return {
    ...values,
    names: previous.names,
    lastNames: previous.lastNames,
    birthDate: previous.birthDate,
    bloodType: previous.bloodType ?? '',
    glasses: previous.glasses === null ? '' : String(previous.glasses),
    occupation: previous.occupation ?? '',
    stateOrigin: previous.stateOrigin ?? '',
    grade: previous.grade,
    typeCertifields: previous.typeCertifields,
  };
}

export type RoadUpdateOutput = z.output<typeof updateRoadCertificateInputSchema>;

/**
 * The fields an edit changed, compared as the API reads them (trimmed, nulls for blanks): the PUT
 * sends only these, so the audit and the new signature show what really changed.
 */
export function changedFields(
  output: RoadUpdateOutput,
  before: CertificateValues,
): RoadUpdateInput['body'] {
  const parsed = updateRoadCertificateInputSchema.safeParse(certificateFieldsInput(before));
  const old: Record<string, unknown> = parsed.success ? parsed.data : {};
  const entries = Object.entries(output).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(old[key]),
  );
  return Object.fromEntries(entries) as RoadUpdateInput['body'];
}
