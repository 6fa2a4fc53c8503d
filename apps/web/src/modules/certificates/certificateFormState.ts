import type { ZodForm } from '../../shared/forms/useZodForm';
import type { CertificateOutput, CertificateValues } from './certificateFormValues';

/** The certificate form's state, handed by the form to its field groups. */
export type CertificateFormState = ZodForm<CertificateValues, CertificateOutput>;
