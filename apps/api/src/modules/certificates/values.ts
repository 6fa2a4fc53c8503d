import type { createCertificateInputSchema, updateCertificateInputSchema } from '@aptovial/shared';
import type { z } from 'zod';
import type { CertificateValues, StoredCertificate } from './repo';
import type { RuleFields } from './rules';

export type CreateCertificateInput = z.output<typeof createCertificateInputSchema>;
export type UpdateCertificateInput = z.output<typeof updateCertificateInputSchema>;
type Fields = Omit<UpdateCertificateInput, 'id'>;

/** The editable columns of the fields sent (API names to column names); unsent ones left out. */
export function columnsOf(fields: Fields): Partial<CertificateValues> {
  const { typeCertifields, ...rest } = fields;
  const columns: Partial<CertificateValues> = { ...rest, type: typeCertifields };
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as Partial<CertificateValues>;
}

/** The columns of a new certificate: optional fields not sent are stored as null. */
export function newColumnsOf(fields: Omit<CreateCertificateInput, 'serial' | 'schoolNumberId'>) {
  const { typeCertifields, ...rest } = fields;
  return {
    ...rest,
    type: typeCertifields,
    stateOrigin: rest.stateOrigin ?? null,
    occupation: rest.occupation ?? null,
    typeSpecial: rest.typeSpecial ?? null,
    observations: rest.observations ?? null,
    bloodType: rest.bloodType ?? null,
    sectional: rest.sectional ?? null,
  };
}

type RuleColumns = Pick<
  StoredCertificate,
  | 'expeditionDate'
  | 'dueDate'
  | 'birthDate'
  | 'stateOrigin'
  | 'grade'
  | 'type'
  | 'typeSpecial'
  | 'observations'
  | 'rules'
>;

/** What the rules read, from stored or merged columns. */
export const ruleFieldsOf = (row: RuleColumns): RuleFields => ({
  expeditionDate: row.expeditionDate,
  dueDate: row.dueDate,
  birthDate: row.birthDate,
  stateOrigin: row.stateOrigin,
  grade: row.grade,
  typeCertifields: row.type,
  typeSpecial: row.typeSpecial,
  observations: row.observations,
  rules: row.rules,
});
