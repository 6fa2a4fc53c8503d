import { certificateTypes, licenceGrades } from '@aptovial/shared';

/** A grade's name from the shared catalogue (the API refuses any other code). */
export const gradeName = (code: string): string =>
  licenceGrades.find((grade) => grade.as === code)?.name ?? code;

export const gradeNames = (codes: readonly string[]): string => codes.map(gradeName).join(', ');

export const gradeOptions = licenceGrades.map((grade) => ({ value: grade.as, label: grade.name }));
export const typeOptions = certificateTypes.map((type) => ({ value: type.as, label: type.name }));
