import { Stack } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AwaitSolution,
  useChallengedSubmit,
} from '../../../shared/challenge/useChallengedSubmit';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import type { FormErrors } from '../../../shared/forms/useZodForm';
import { CaptchaField } from '../../../shared/ui/CaptchaField';
import { ApplicantFields } from './ApplicantFields';
import { LicenceFields } from './LicenceFields';
import { loadPaymentStep, type PaymentStepModule } from './loadPaymentStep';
import { loadRequestSchemas } from './loadRequestSchemas';
import { PlaceFields } from './PlaceFields';
import { FailureNotice } from './RequestNotices';
import { requestFailureOf } from './requestFailure';
import type { Receipt } from './requestSchemas';
import { loadMunicipalities } from './useMunicipalities';
import { useFocusFirstError, useRequestForm } from './useRequestForm';

type RequestFormProps = {
  /** solicitar-certificado-pago: the payment step replaces the sending of the request. */
  withPayment: boolean;
  onSent: (receipt: Receipt, email: string) => void;
  /** The switch went off while the person typed (409 PRE_REGISTER_CLOSED). */
  onClosed: () => void;
};

/**
 * The request for a certificate (formCertifield and, with its payment step, formCertifieldPayment):
 * checked with the API's own schema before sending, the server's field errors under their fields,
 * and the challenge (ALTCHA) solved by the browser meanwhile; a valid form sent before it is
 * solved waits for it (decision 0063). With payment, the checked fields lead to the payment
 * step, which sends them with the charge.
 */
export function RequestForm({ withPayment, onSent, onClosed }: RequestFormProps) {
  const { t } = useTranslation();
  const form = useRequestForm();
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useFocusFirstError(formRef, form.errors);
  const [payment, setPayment] = useState<PaymentStepModule | null>(null);
  const [atPayment, setAtPayment] = useState(false);
  const challenge = useChallengedSubmit();
  const [failure, setFailure] = useState<string | null>(null);
  // The challenge widget (its code and a worker solving it; decision 0021) comes once the person
  // starts filling the form, not with its first view on a slow phone.
  const [engaged, setEngaged] = useState(false);
  const engage = () => {
    setEngaged(true);
    void loadRequestSchemas().catch(() => {});
    void loadMunicipalities().catch(() => {});
    if (withPayment) void loadPaymentStep().catch(() => {});
  };

  const refuse = (errors: FormErrors) => {
    setAtPayment(false);
    refused();
    form.setErrors(errors);
  };

  // The fields first: an empty form's first tap marks them all and waits for nothing.
  const send = async (solved: AwaitSolution) => {
    const schemas = await loadRequestSchemas();
    const checked = schemas.checkFields(form.values);
    if (!checked.ok) return refuse(checked.errors);
    form.setErrors({});
    if (withPayment) {
      setPayment(await loadPaymentStep());
      setAtPayment(true);
      return;
    }
    const altcha = await solved();
    if (altcha === null) return;
    try {
      onSent(await schemas.sendRequest({ ...checked.input, altcha }), checked.input.email);
    } catch (error) {
      const failed = requestFailureOf(error, t('preRegister.request.failed'));
      if (failed.kind === 'closed') onClosed();
      else if (failed.kind === 'fields') refuse(failed.errors);
      else if (failed.kind === 'other') setFailure(failed.message);
      else challenge.refuse(failed.message);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    engage();
    setFailure(null);
    challenge
      .run(send)
      // Only a code chunk failing to download ends here: the connection is down.
      .catch(() => setFailure(t('errors.network')));
  };

  if (atPayment && payment !== null) {
    return (
      <payment.PaymentStep
        values={form.values}
        onBack={() => setAtPayment(false)}
        onFieldErrors={refuse}
        onClosed={onClosed}
      />
    );
  }
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      // The checking code downloads while the person types, not on the first view. Not on the
      // submit button's own focus: the challenge would appear above it between the press and
      // the release, and the tap would land beside it, lost (the submit engages anyway).
      onFocus={(event) => {
        if (event.target.getAttribute('type') !== 'submit') engage();
      }}
      noValidate
      // Drawn by the build before the app runs (decision 0090): a tap then must not send the
      // fields natively (a reload with them in the address); a dialog form never goes anywhere.
      method="dialog"
    >
      <Stack gap="lg">
        <ApplicantFields form={form} />
        <PlaceFields form={form} />
        <LicenceFields form={form} />
        {engaged && !withPayment && <CaptchaField key={challenge.round} {...challenge.field} />}
        {failure !== null && <FailureNotice message={failure} />}
        <SubmitButton {...challenge.button}>
          {t(withPayment ? 'preRegister.request.toPayment' : 'preRegister.request.send')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
