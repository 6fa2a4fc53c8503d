import { type MobilePaymentSearchInput, mobilePaymentSearchInputSchema } from '@aptovial/shared';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/apiError';
import { codeOf, messageOf } from '../../../shared/api/errorMessage';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { useSearchMobilePayments } from '../api/searchMobilePayments';
import { type CarriedPayment, carriedPaymentOf } from '../carriedPayment';
import { FoundPayments } from './FoundPayments';
import {
  emptySearchValues,
  PaymentSearchFields,
  type PaymentSearchValues,
  toSearchInput,
} from './PaymentSearchFields';

type MobilePaymentSearchProps = {
  /** The session issues certificates: a free payment offers "Emitir certificado con este pago". */
  canIssue: boolean;
  onUse: (payment: CarriedPayment) => void;
};

type Failure = { notFound: boolean; message: string };

/**
 * busqueda-pago-moviles: the doctor asks the bank for the payment the payer says they made.
 * Nothing found (the bank's 0330) and a bank that does not answer are said on the page, in the
 * API's Spanish, under the form the doctor may correct and send again.
 */
export function MobilePaymentSearch({ canIssue, onUse }: MobilePaymentSearchProps) {
  const { t } = useTranslation();
  const search = useSearchMobilePayments();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useZodForm<PaymentSearchValues, MobilePaymentSearchInput>({
    initialValues: emptySearchValues,
    schema: mobilePaymentSearchInputSchema,
    toInput: toSearchInput,
  });
  const send = form.onSubmit((criteria) => {
    setFailure(null);
    search.mutate(criteria, {
      onError: (error) => {
        // A refused field shows under its box; anything else above the results.
        if (error instanceof ApiError && form.setServerErrors(error.fieldErrors)) return;
        setFailure({
          notFound: codeOf(error) === 'MOBILE_PAYMENT_NOT_FOUND',
          message: messageOf(error, t('payments.search.failed')),
        });
      },
    });
  });
  const criteria = search.variables;
  return (
    <Stack gap="md">
      <form onSubmit={send} noValidate aria-label={t('payments.search.formName')}>
        <Stack gap="md">
          <PaymentSearchFields form={form} />
          <SubmitButton pending={search.isPending}>
            <IconSearch size={18} aria-hidden style={{ marginRight: 8 }} />
            {t('payments.search.submit')}
          </SubmitButton>
        </Stack>
      </form>
      {failure !== null && (
        <Alert
          role="alert"
          color={failure.notFound ? 'yellow' : 'red'}
          icon={<IconAlertTriangle aria-hidden />}
          title={t(
            failure.notFound ? 'payments.search.notFoundTitle' : 'payments.search.failedTitle',
          )}
        >
          {failure.message}
        </Alert>
      )}
      {search.isSuccess && criteria !== undefined && (
        <FoundPayments
          payments={search.data}
          canIssue={canIssue}
          onUse={(found) => onUse(carriedPaymentOf(criteria, found))}
        />
      )}
    </Stack>
  );
}
