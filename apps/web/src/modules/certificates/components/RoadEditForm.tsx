import { type Certificate, updateRoadCertificateInputSchema } from '@aptovial/shared';
import { Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { enterMovesOn, useFocusOnErrors } from '../../../shared/forms/keyboardForm';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { toast } from '../../../shared/ui/alerts';
import { useUpdateRoadCertificate } from '../api/saveRoadCertificate';
import {
  type CertificateValues,
  certificateFieldsInput,
  initialCertificateValues,
} from '../certificateFormValues';
import type { CertificateOptions } from '../certificateOptions';
import { changedFields, type RoadUpdateOutput } from '../roadCertificateValues';
import { CertificateKindFields } from './CertificateKindFields';
import { HolderFields } from './HolderFields';

type RoadEditFormProps = {
  certificate: Certificate;
  options: CertificateOptions;
  onDone: () => void;
};

/**
 * Corrects a road-medicine certificate (the issuing doctor or the Admin). Only the changed fields
 * travel; the serial and the issuer stay. The API signs the new version.
 */
export function RoadEditForm({ certificate, options, onDone }: RoadEditFormProps) {
  const { t } = useTranslation();
  const update = useUpdateRoadCertificate();
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues = initialCertificateValues(certificate);
  const form = useZodForm<CertificateValues, RoadUpdateOutput>({
    initialValues,
    schema: updateRoadCertificateInputSchema,
    toInput: certificateFieldsInput,
  });
  const refused = useFocusOnErrors(formRef, form.errors);

  const send = form.onSubmit((output) => {
    const body = changedFields(output, initialValues);
    if (Object.keys(body).length === 0) {
      void toast({ title: t('roadCertificates.noChanges') });
      onDone();
      return;
    }
    update.mutate(
      { id: certificate.id, body },
      {
        onSuccess: () => {
          void toast({ title: t('certificates.form.updated') });
          onDone();
        },
        onError: (error) => {
          refused();
          reportFormError(error, form, t('certificates.form.failed'));
        },
      },
    );
  });
  const submit = (event: FormEvent) => {
    refused();
    send(event);
  };

  return (
    <form ref={formRef} onSubmit={submit} onKeyDown={enterMovesOn} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('certificates.form.serial')}
          value={String(certificate.serial)}
          readOnly
        />
        <HolderFields form={form} options={options} identityLocked />
        <CertificateKindFields form={form} options={options} />
        <SubmitButton pending={update.isPending}>{t('certificates.form.save')}</SubmitButton>
      </Stack>
    </form>
  );
}
