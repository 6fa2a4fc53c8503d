import type {
  Certificate,
  MobilePaymentFields,
  PreRegistration,
  WithoutPayment,
} from '@aptovial/shared';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOf } from '../../../shared/api/errorMessage';
import { useDraftCompanion } from '../../../shared/forms/formDraft';
import {
  enterMovesOn,
  focusFirstEmpty,
  useFocusOnErrors,
} from '../../../shared/forms/keyboardForm';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { toast } from '../../../shared/ui/alerts';
import { PreRegisterPicker } from '../../pre-registrations/index';
import { UnfitWarning } from '../../unfit-findings/index';
import { useRoadSerialCheck } from '../api/roadSerial';
import { useIssueRoadCertificate } from '../api/saveRoadCertificate';
import type { CertificateValues } from '../certificateFormValues';
import type { CertificateOptions } from '../certificateOptions';
import {
  nextDriverValues,
  type RequestPrefill,
  roadIssueFormOptions,
  startingValues,
  withPrevious,
  withRequest,
} from '../roadCertificateValues';
import { CertificateKindFields } from './CertificateKindFields';
import { HolderFields } from './HolderFields';
import { IssuedNotice } from './IssuedNotice';
import { PreviousCertificateOffer } from './PreviousCertificateOffer';
import { SerialField } from './SerialField';
import { UnpaidSection } from './UnpaidSection';
import { useDueDateSuggestion } from './useDueDateSuggestion';
import { useOfferedSerial } from './useOfferedSerial';
import { useUnpaidReason } from './useUnpaidReason';

/**
 * Road medicine's issue form, for a doctor issuing many at a field operative: typed from the
 * keyboard alone (the serial focused, Enter moves on and sends from the last field), the next free
 * serial offered, a returning driver's data copied from their previous certificate, and after each
 * one the form ready for the next driver with the printout offered. A request of the public
 * (Buscar solicitud) fills the driver's fields, and the certificate then serves it. With a
 * `payment` (registar-certificados-medicos-pagos) it is issued against that mobile payment
 * instead, and `onIssued` hears of it: the payment pays one certificate, the page moves on.
 * At a field operative (decision 0025) it opens filled from the applicant (`request`, served by
 * it), with the operative's place, and the certificate is issued at `operativeId`. A request
 * never paid is served only with a reason (decision 0065): `withoutPayment` when the page asked
 * for it first, else asked here once the API refuses. The due date is suggested from the grade
 * and the holder's age.
 */
export type RoadIssueFormProps = {
  options: CertificateOptions;
  payment?: MobilePaymentFields | undefined;
  onIssued?: ((certificate: Certificate) => void) | undefined;
  operativeId?: number | undefined;
  request?: RequestPrefill | undefined;
  place?: string | undefined;
  withoutPayment?: WithoutPayment | undefined;
};

export function RoadIssueForm(props: RoadIssueFormProps) {
  const { options, payment, onIssued, operativeId, request, place, withoutPayment } = props;
  const { t } = useTranslation();
  const issue = useIssueRoadCertificate();
  const formRef = useRef<HTMLFormElement>(null);
  const [issued, setIssued] = useState<Certificate | null>(null);
  const [fromRequest, setFromRequest] = useDraftCompanion<number | null>(request?.id ?? null);
  const form = useZodForm(
    roadIssueFormOptions(payment, fromRequest, operativeId ?? null, startingValues(request, place)),
  );
  const serialHint = useOfferedSerial(form.values.serial, (serial) =>
    form.setValue('serial', serial),
  );
  const refused = useFocusOnErrors(formRef, form.errors);
  const dueDateHint = useDueDateSuggestion(form);
  const unpaid = useUnpaidReason(withoutPayment);
  const { values } = form;
  /** Copies data into the form, then on to what is still missing (the due date, usually). */
  const fill = (copied: CertificateValues) => {
    for (const [name, value] of Object.entries(copied)) {
      if (value !== values[name as keyof CertificateValues]) {
        form.setValue(name as keyof CertificateValues, value);
      }
    }
    setTimeout(() => focusFirstEmpty(formRef.current), 0);
  };
  const pickRequest = (request: PreRegistration) => {
    setFromRequest(request.id);
    unpaid.reset();
    fill(withRequest(values, request));
  };

  // Enter pressed again while a send is on its way issues nothing more (fifty in a row); a ref,
  // not the mutation's state, so a second press before the next render is refused too.
  const sending = useRef(false);
  const send = form.onSubmit((input) => {
    if (sending.current) return;
    // Against a payment nothing is unpaid; otherwise the reason, if any (null: not valid yet).
    const reason = 'payment' in input ? {} : unpaid.toSend();
    if (reason === null) return;
    sending.current = true;
    issue.mutate(
      { ...input, ...reason },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (certificate) => {
          void toast({ title: t('roadCertificates.issued.title', { serial: certificate.serial }) });
          setIssued(certificate);
          setFromRequest(null);
          unpaid.reset();
          form.reset(nextDriverValues(values));
          formRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
          onIssued?.(certificate);
        },
        // The API names the field of each refusal (serial taken, grade not enabled...).
        onError: (error) => {
          refused();
          // Never paid: the reason is asked for here, and Emitir sends it (decision 0065).
          if (codeOf(error) === 'PRE_REGISTER_UNPAID' && unpaid.given === undefined) {
            unpaid.ask();
            return;
          }
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
        {issued !== null && <IssuedNotice certificate={issued} />}
        {/* A refusal of the doctor's own number (solvency expired) has no field to sit under. */}
        {form.errors.schoolNumberId !== undefined && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            {form.errors.schoolNumberId}
          </Alert>
        )}
        {/* Before the serial: Enter from the serial goes on to the driver, as before. */}
        {payment === undefined && (
          <PreRegisterPicker
            linked={fromRequest}
            onPick={pickRequest}
            onUnlink={() => {
              setFromRequest(null);
              unpaid.reset();
            }}
          />
        )}
        <Text fz="sm" c="dimmed">
          {t('roadCertificates.keyboardHint')}
        </Text>
        <SerialField
          value={values.serial}
          error={form.errors.serial}
          onChange={(serial) => form.setValue('serial', serial)}
          issuerState={null}
          stateName={options.stateName}
          useCheck={useRoadSerialCheck}
          hint={serialHint}
          autoFocus
        />
        <HolderFields
          form={form}
          options={options}
          withEmail
          afterDni={
            <PreviousCertificateOffer
              dni={values.dni}
              nationality={values.nationality}
              onCopy={(previous) => fill(withPrevious(values, previous))}
            />
          }
        />
        <CertificateKindFields form={form} options={options} dueDateHint={dueDateHint} />
        {/* Another doctor's recent No apto for this driver and grade: advice (decision 0036). */}
        <UnfitWarning dni={values.dni} nationality={values.nationality} grade={values.grade} />
        <UnpaidSection unpaid={unpaid} />
        <SubmitButton pending={issue.isPending}>{t('certificates.form.issue')}</SubmitButton>
      </Stack>
    </form>
  );
}
