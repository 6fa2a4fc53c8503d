import type { MobilePaymentFound } from '@aptovial/shared';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { bankName, bolivarsText } from '../money';

/** The bank's day: a date ('2026-11-20'), or a date and time, shown DD/MM/YYYY either way. */
const dayOf = (trxDate: string) => showDay(trxDate.slice(0, 10)) || trxDate;

/** A found payment as the bank describes it: amount, day, reference, invoice, bank. */
export function PaymentFacts({ payment }: { payment: MobilePaymentFound }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    ['amount', t('payments.bs', { amount: bolivarsText(payment.amount) })],
    ['trx_date', dayOf(payment.trx_date)],
    ['payment_reference', payment.payment_reference],
    ['invoice_number', payment.invoice_number || '—'],
    ['destination_bank_id', bankName(payment.destination_bank_id)],
    ['destination_mobile_number', payment.destination_mobile_number || '—'],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
      {facts.map(([key, value]) => (
        <Stack key={key} gap={0}>
          <Text component="dt" fz="xs" c="dimmed">
            {t(`payments.found.${key}`)}
          </Text>
          <Text component="dd" fw={key === 'amount' ? 700 : 500} m={0}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
