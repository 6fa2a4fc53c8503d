import type { Certificate } from '@aptovial/shared';
import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { toast } from '../../../shared/ui/alerts';
import { UnfitWarning } from '../../unfit-findings/index';
import { useSaveCertificate } from '../api/saveCertificate';
import {
  type CertificateOutput,
  type CertificateValues,
  certificateSchemaFor,
  ISSUE_UNDRAFTED,
  initialCertificateValues,
  toCertificateInput,
  toSaveInput,
} from '../certificateFormValues';
import type { CertificateOptions } from '../certificateOptions';
import { CertificateKindFields } from './CertificateKindFields';
import { HolderFields } from './HolderFields';
import { IssuerPicker } from './IssuerPicker';
import { SerialField } from './SerialField';

type CertificateFormProps = {
  /** null issues a new certificate. */
  certificate: Certificate | null;
  options: CertificateOptions;
  /** A non-Admin issues in their own state; Admin in the issuer's. */
  ownState: string | null;
  onDone: () => void;
};

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
    // A serial in a draft may be issued by someone else before the dialog opens again.
    undrafted: ISSUE_UNDRAFTED,
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
      // The API names the field of each refusal (serial, issuer, grade...): it goes under it.
      onError: (error) => reportFormError(error, form, t('certificates.form.failed')),
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
              <Stack gap={4}>
                <Text fz="sm" c="dimmed">
                  {t('certificates.form.ownIssuer')}
                </Text>
                {/* A refusal of the medic's own number (not solvent) has no picker to sit under. */}
                {form.errors.schoolNumberId !== undefined && (
                  <Text fz="sm" c="red" role="alert">
                    {form.errors.schoolNumberId}
                  </Text>
                )}
              </Stack>
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
        <HolderFields form={form} options={options} identityLocked={!issuing} withEmail={issuing} />
        <CertificateKindFields form={form} options={options} />
        {/* Another doctor's recent No apto for this driver and grade: advice (decision 0036). */}
        {issuing && (
          <UnfitWarning
            dni={form.values.dni}
            nationality={form.values.nationality}
            grade={form.values.grade}
          />
        )}
        <SubmitButton pending={save.isPending}>
          {t(issuing ? 'certificates.form.issue' : 'certificates.form.save')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
