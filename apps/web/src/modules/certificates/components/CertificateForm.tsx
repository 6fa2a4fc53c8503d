import type { Certificate } from '@aptovial/shared';
import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/apiError';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm, type ZodForm } from '../../../shared/forms/useZodForm';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { toast } from '../../../shared/ui/alerts';
import { useSaveCertificate } from '../api/saveCertificate';
import {
  type CertificateOutput,
  type CertificateValues,
  certificateSchemaFor,
  initialCertificateValues,
  toCertificateInput,
  toSaveInput,
} from '../certificateFormValues';
import type { CertificateOptions } from '../certificateOptions';
import { CertificateKindFields } from './CertificateKindFields';
import { HolderFields } from './HolderFields';
import { IssuerPicker } from './IssuerPicker';
import { SerialField } from './SerialField';

export type CertificateFormState = ZodForm<CertificateValues, CertificateOutput>;

type CertificateFormProps = {
  /** null issues a new certificate. */
  certificate: Certificate | null;
  options: CertificateOptions;
  /** A non-Admin issues in their own state; Admin in the issuer's. */
  ownState: string | null;
  onDone: () => void;
};

const fieldOfCode: Record<string, keyof CertificateValues> = {
  SERIAL_NOT_IN_LOT: 'serial',
  SERIAL_OTHER_STATE: 'serial',
  SERIAL_TAKEN: 'serial',
  MEDIC_NOT_SOLVENT: 'schoolNumberId',
  MEDIC_NOT_ENABLED: 'schoolNumberId',
};

/** Serial and issuer refusals come without a field list; they still belong under their input. */
function withField(error: unknown, issuing: boolean): unknown {
  if (!(error instanceof ApiError) || error.fieldErrors.length > 0) return error;
  const field = fieldOfCode[error.code];
  if (field === undefined || !issuing) return error;
  return new ApiError(error.status, error.code, error.message, [{ field, message: error.message }]);
}

/** Issues or edits a certificate, validated with the API's schemas before it is sent. */
export function CertificateForm({ certificate, options, ownState, onDone }: CertificateFormProps) {
  const { t } = useTranslation();
  const save = useSaveCertificate();
  const [issuerState, setIssuerState] = useState<string | null>(ownState);
  const ownNumber = useVerifiedSession()?.user.schoolNumberId ?? null;
  const form = useZodForm<CertificateValues, CertificateOutput>({
    initialValues: initialCertificateValues(certificate),
    schema: certificateSchemaFor(certificate, ownNumber !== null),
    toInput: (values) => toCertificateInput(values, certificate),
  });
  const issuing = certificate === null;

  const submit = form.onSubmit((output) => {
    save.mutate(toSaveInput(output), {
      onSuccess: () => {
        void toast({
          title: t(issuing ? 'certificates.form.created' : 'certificates.form.updated'),
        });
        onDone();
      },
      onError: (error) =>
        reportFormError(withField(error, issuing), form, t('certificates.form.failed')),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {issuing ? (
          <>
            {ownNumber === null ? (
              <IssuerPicker
                value={form.values.schoolNumberId}
                error={form.errors.schoolNumberId}
                stateName={options.stateName}
                onPick={(id, state) => {
                  form.setValue('schoolNumberId', id);
                  setIssuerState(state || ownState);
                }}
              />
            ) : (
              <Text fz="sm" c="dimmed">
                {t('certificates.form.ownIssuer')}
              </Text>
            )}
            <SerialField
              value={form.values.serial}
              error={form.errors.serial}
              onChange={(value) => form.setValue('serial', value)}
              issuerState={issuerState}
              stateName={options.stateName}
            />
          </>
        ) : (
          <TextInput label={t('certificates.form.serial')} value={form.values.serial} readOnly />
        )}
        <HolderFields form={form} options={options} />
        <CertificateKindFields form={form} options={options} />
        <SubmitButton pending={save.isPending}>
          {t(issuing ? 'certificates.form.issue' : 'certificates.form.save')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
