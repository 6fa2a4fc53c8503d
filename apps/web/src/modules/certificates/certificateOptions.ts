import { bloodTypes, certificateRules, certificateTypes, licenceGrades } from '@aptovial/shared';
import { useStateNames } from '../../shared/reference/useStateNames';

export type Option = { value: string; label: string };

const asOptions = (list: readonly { as: string; name: string }[]): Option[] =>
  list.map((item) => ({ value: item.as, label: item.name }));

/**
 * The choices of the filters and the form: grades, types and rules from the reference data (the
 * shared catalogues while it loads), states by name.
 */
export function useCertificateOptions() {
  const { reference, stateOptions, stateName } = useStateNames();
  const data = reference.data;
  const pick = (loaded: readonly { as: string; name: string }[] | undefined, fallback: Option[]) =>
    loaded !== undefined && loaded.length > 0 ? asOptions(loaded) : fallback;
  const gradeOptions = pick(data?.grades, asOptions(licenceGrades));
  const typeOptions = pick(data?.typeCertifields, asOptions(certificateTypes));
  const ruleOptions = pick(data?.rules, asOptions(certificateRules));
  const labelOf = (options: Option[]) => (value: string) =>
    options.find((option) => option.value === value)?.label ?? value;
  return {
    stateOptions,
    stateName,
    gradeOptions,
    typeOptions,
    ruleOptions,
    specialtyOptions: (data?.specialties ?? []).map((value): Option => ({ value, label: value })),
    bloodTypeOptions: bloodTypes.map((value): Option => ({ value, label: value })),
    gradeName: labelOf(gradeOptions),
    ruleName: labelOf(ruleOptions),
  };
}

export type CertificateOptions = ReturnType<typeof useCertificateOptions>;

/** What a college number may certify (the session's number on the road). */
export type NumberAllowance = {
  typeCertifields: string[];
  grades: string[];
  specialGrades: string[];
};

/**
 * The form's types and grades narrowed to what the issuing number allows (its grades and its
 * special grades: the API refuses a pair that does not match, naming the field).
 */
export function optionsAllowedBy(
  options: CertificateOptions,
  number: NumberAllowance | null | undefined,
): CertificateOptions {
  if (!number) return options;
  const grades = new Set([...number.grades, ...number.specialGrades]);
  return {
    ...options,
    typeOptions: options.typeOptions.filter((option) =>
      number.typeCertifields.includes(option.value),
    ),
    gradeOptions: options.gradeOptions.filter((option) => grades.has(option.value)),
  };
}
