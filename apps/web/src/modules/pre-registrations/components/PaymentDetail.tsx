import { banks, formatDecimalEs, type RequestPayment, roundDecimal } from '@aptovial/shared';
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { PaymentBadge } from './PaymentBadge';

const bankNames: ReadonlyMap<number, string> = new Map(banks.map((bank) => [bank.code, bank.name]));

/** "0134 · Banesco", as Venezuelan banks print their code; an unknown code keeps its number. */
function bankText(code: number): string {
  const printed = String(code).padStart(4, '0');
  const name = bankNames.get(code);
  return name === undefined ? printed : `${printed} · ${name}`;
}

/**
 * The request's last charge in its detail (decision 0066): amount in bolívares, the bank's
 * reference, the bank, the day and the outcome in the bank's words. A declined one says the
 * request stays open to be paid again.
 */
export function PaymentDetail({ payment }: { payment: RequestPayment | null }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`preRegister.charge.${key}`);
  const facts: [string, string][] =
    payment === null
      ? []
      : [
          [
            'amount',
            t('preRegister.charge.bs', {
              amount: formatDecimalEs(roundDecimal(payment.amount, 2)),
            }),
          ],
          ['reference', payment.paymentReference ?? label('noReference')],
          ['bank', bankText(payment.bankCode)],
          ['date', showDay(payment.trxDate) || payment.trxDate],
          ['invoice', payment.invoiceNumber],
        ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="request-payment">
      <Title order={3} size="h5" id="request-payment">
        {label('title')}
      </Title>
      {payment === null ? (
        <Text>{label('none')}</Text>
      ) : (
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
          {facts.map(([key, value]) => (
            <Stack key={key} gap={2}>
              <Text component="dt" fz="sm" c="dimmed">
                {label(key)}
              </Text>
              <Text component="dd" m={0} fw={key === 'amount' ? 700 : undefined}>
                {value}
              </Text>
            </Stack>
          ))}
          <Stack gap={2}>
            <Text component="dt" fz="sm" c="dimmed">
              {label('outcome')}
            </Text>
            <Stack component="dd" m={0} gap={4} align="flex-start">
              <PaymentBadge payment={payment} />
              {payment.message !== null && <Text fz="sm">{payment.message}</Text>}
            </Stack>
          </Stack>
        </SimpleGrid>
      )}
      {payment?.status === 'failed' && <Alert color="red">{label('failedHint')}</Alert>}
      {payment?.status === 'pending' && <Alert color="yellow">{label('pendingHint')}</Alert>}
    </Stack>
  );
}
