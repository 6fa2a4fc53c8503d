import { formatDecimalEs } from '@aptovial/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { CaptchaField } from '../../../shared/ui/CaptchaField';
import { gradeNames } from '../requestTexts';
import { PayerFields } from './PayerFields';
import { ApprovedReceipt, FailedNotice, PendingNotice } from './PaymentOutcome';
import { PriceLine } from './PriceLine';
import { ProofCodeField } from './ProofCodeField';
import { payFields } from './payValues';
import { FailureNotice } from './RequestNotices';
import type { RequestValues } from './requestValues';
import { type PaymentCallbacks, usePayment } from './usePayment';

type PaymentStepProps = PaymentCallbacks & { values: RequestValues; onBack: () => void };

/**
 * solicitar-certificado-pago's second step (decision 0024): the price in bolívares, the C2P
 * charge's fields and the challenge, then the bank's outcome in place of the form. Its own chunk,
 * fetched while the person fills the first step: the form's first view stays light.
 */
export function PaymentStep({ values, onBack, ...callbacks }: PaymentStepProps) {
  const { t } = useTranslation();
  const payment = usePayment(values, callbacks);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { outcome, price, errors, refusals } = payment;
  const status = outcome?.result.payment.status;
  // The fields replaced the first step (or a declined charge's notice): the focus goes to them.
  useEffect(() => {
    if (outcome === null) heading.current?.focus();
  }, [outcome]);
  // A refused field takes the focus, found by its name, as on the first step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a refusal, not each edit, moves it.
  useEffect(() => {
    const first = ['emailCode', ...payFields].find((name) => errors[name] !== undefined);
    if (first !== undefined)
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [refusals]);
  // A code was asked for (the request is already open): its field takes the focus.
  useEffect(() => {
    if (payment.proofNotice !== null)
      formRef.current?.querySelector<HTMLElement>('[name="emailCode"]')?.focus();
  }, [payment.proofNotice]);

  if (outcome !== null && status === 'approved') {
    return <ApprovedReceipt outcome={outcome} email={values.email} />;
  }
  if (outcome !== null && status === 'pending') {
    return <PendingNotice outcome={outcome} email={values.email} />;
  }
  if (outcome !== null) {
    return <FailedNotice outcome={outcome} email={values.email} onRetry={payment.retry} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void payment.pay();
  };
  const amount = price.state.phase === 'ready' ? price.state.amount.amountBolivares : null;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap="md">
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            {t('preRegister.request.payment.title')}
          </Title>
          <Text>
            {t('preRegister.request.payment.summary', {
              name: `${values.names} ${values.lastNames}`,
              dni: `${values.nationality}-${values.dni}`,
              type: values.typeCertifields,
              grades: gradeNames(values.grades),
            })}
          </Text>
          <PriceLine price={price.state} onReload={price.reload} changed={payment.priceChanged} />
        </Stack>
        {payment.emailCode !== null && (
          <ProofCodeField
            notice={payment.proofNotice}
            code={payment.emailCode}
            error={errors.emailCode}
            onChange={payment.setEmailCode}
          />
        )}
        <PayerFields values={payment.values} errors={errors} set={payment.set} />
        <CaptchaField key={payment.challenge.round} {...payment.challenge.field} />
        {payment.failure !== null && <FailureNotice message={payment.failure} />}
        <SubmitButton {...payment.challenge.button} disabled={amount === null}>
          {amount === null
            ? t('preRegister.request.payment.sendNoPrice')
            : t('preRegister.request.payment.send', { amount: formatDecimalEs(amount) })}
        </SubmitButton>
        <Button variant="default" size="md" h={48} onClick={onBack} disabled={payment.sending}>
          {t('preRegister.request.payment.back')}
        </Button>
      </Stack>
    </form>
  );
}
