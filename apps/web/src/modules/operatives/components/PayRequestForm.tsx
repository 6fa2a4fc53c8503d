import {
  type C2pChargeResult,
  c2pChargeInputSchema,
  type Operative,
  type PreRegistration,
  pathTo,
} from '@aptovial/shared';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/apiError';
import { messageOf } from '../../../shared/api/errorMessage';
import {
  enterMovesOn,
  focusFirstEmpty,
  useFocusOnErrors,
} from '../../../shared/forms/keyboardForm';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { gradeNames } from '../../pre-registrations/index';
import { PayerFields, payValuesFor } from '../../pre-registrations/request/index';
import { useChargeApplicant } from '../api/applicants';
import { OPERATIVE_PARAM } from '../operativeParam';
import { moneyText } from '../operativeText';
import { ChargeOutcome } from './ChargeOutcome';

type PayRequestFormProps = { operative: Operative; request: PreRegistration };

/** No answer came back (connection cut, a proxy's error page): the bank may have charged. */
const uncertain = (error: unknown) =>
  !(error instanceof ApiError) || error.code === 'NETWORK_ERROR' || /^HTTP_5\d\d$/.test(error.code);

/**
 * pagar-solicitud: the doctor charges the applicant at the table by C2P, the operative's price,
 * the payer's phone, bank and the key their bank's app gives. The amount is the operative's,
 * never typed; the charge goes once, and the bank's answer replaces the form.
 */
export function PayRequestForm({ operative, request }: PayRequestFormProps) {
  const { t } = useTranslation();
  const charge = useChargeApplicant();
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<C2pChargeResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm({
    initialValues: payValuesFor(request),
    schema: c2pChargeInputSchema,
    toInput: (values) => ({
      ...values,
      // An empty choice reads as "choose one", not as bank 0 outside the catalogue.
      destination_bank_id:
        values.destination_bank_id === '' ? undefined : values.destination_bank_id,
      nationality: request.nationality,
      amount: operative.price,
      idPreRegister: request.id,
      operativeId: operative.id,
    }),
  });
  const refused = useFocusOnErrors(formRef, form.errors);
  // The first thing still to type (the bank, usually: the cédula and phone come filled).
  useEffect(() => {
    if (result === null) focusFirstEmpty(formRef.current);
  }, [result]);

  if (result !== null) {
    const retry = () => setResult(null);
    return <ChargeOutcome result={result} operativeId={operative.id} onRetry={retry} />;
  }
  const send = form.onSubmit((input) => {
    if (charge.isPending) return;
    setFailure(null);
    charge.mutate(input, {
      onSuccess: (answer) => {
        // The bank has used the key (a pending charge keeps it: it may still settle).
        if (answer.payment.status !== 'pending') form.setValue('twofactor_auth', '');
        setResult(answer);
      },
      onError: (error) => {
        refused();
        if (error instanceof ApiError && form.setServerErrors(error.fieldErrors)) return;
        if (uncertain(error)) form.setValue('twofactor_auth', '');
        setFailure(
          uncertain(error)
            ? t('operativeField.pay.uncertain')
            : messageOf(error, t('operativeField.pay.failed')),
        );
      },
    });
  });
  const submit = (event: FormEvent) => {
    refused();
    send(event);
  };
  const amount = moneyText(operative.price);
  return (
    <form ref={formRef} onSubmit={submit} onKeyDown={enterMovesOn} noValidate>
      <Stack gap="md">
        <Text>
          {t('operativeField.pay.summary', {
            id: request.id,
            name: `${request.names} ${request.lastNames}`,
            dni: `${request.nationality}-${request.dni}`,
            type: request.typeCertifields,
            grades: gradeNames(request.grades),
          })}
        </Text>
        <Text fw={700}>{t('operativeField.pay.amount', { amount })}</Text>
        {form.errors.idPreRegister !== undefined && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            {form.errors.idPreRegister}
          </Alert>
        )}
        <PayerFields values={form.values} errors={form.errors} set={form.setValue} />
        {failure !== null && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <SubmitButton pending={charge.isPending}>
          {t('operativeField.pay.send', { amount })}
        </SubmitButton>
        <Button
          component={Link}
          variant="default"
          to={`${pathTo('listPreRegister')}?${OPERATIVE_PARAM}=${operative.id}`}
        >
          {t('operativeField.pay.back')}
        </Button>
      </Stack>
    </form>
  );
}
