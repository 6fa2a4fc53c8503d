import type { ZodForm } from '../../shared/forms/useZodForm';
import type { CertificateValues } from './certificateFormValues';

/**
 * What the field groups read of a certificate form: its values, errors and setter, whichever
 * schema it sends with (the college's issue or edit, road medicine's issue or edit).
 */
export type CertificateFormState = Pick<
  ZodForm<CertificateValues, unknown>,
  'values' | 'errors' | 'setValue'
>;
