import type { MobilePaymentFound } from '@aptovial/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PaymentFacts } from './PaymentFacts';

/**
 * What a used payment paid (decision 0066): the certificate by its printed serial, or a request
 * no certificate was issued from yet (a C2P charge); the plain words when neither is known.
 */
function usedText(t: TFunction, payment: MobilePaymentFound): string {
  if (payment.usedFor === 'certificate' && payment.certificateSerial !== null) {
    return t('payments.found.usedFor', { serial: payment.certificateSerial });
  }
  if (payment.usedFor === 'request') return t('payments.found.usedForRequest');
  return t('payments.found.usedText');
}

type FoundPaymentsProps = {
  payments: readonly MobilePaymentFound[];
  canIssue: boolean;
  onUse: (payment: MobilePaymentFound) => void;
};

/**
 * What the bank found, one card per payment (a phone at the roadside reads cards better than a
 * wide table). A payment pays one certificate: one already used says so and offers nothing.
 */
export function FoundPayments({ payments, canIssue, onUse }: FoundPaymentsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="found-payments">
      <Title order={2} size="h4" id="found-payments">
        {t('payments.found.title', { count: payments.length })}
      </Title>
      {payments.map((payment) => (
        <Card
          key={`${payment.destination_bank_id}-${payment.payment_reference}`}
          withBorder
          padding="md"
          component="article"
          aria-label={t('payments.found.item', { reference: payment.payment_reference })}
        >
          <Stack gap="sm">
            <PaymentFacts payment={payment} />
            <Group gap="sm">
              {payment.used ? (
                <>
                  <Badge color="gray" variant="filled">
                    {t('payments.found.used')}
                  </Badge>
                  <Text fz="sm" c="dimmed">
                    {usedText(t, payment)}
                  </Text>
                </>
              ) : canIssue ? (
                <Button
                  leftSection={<IconCertificate size={18} aria-hidden />}
                  onClick={() => onUse(payment)}
                >
                  {t('payments.found.use')}
                </Button>
              ) : (
                <>
                  <Badge color="green" variant="light">
                    {t('payments.found.free')}
                  </Badge>
                  <Text fz="sm" c="dimmed">
                    {t('payments.found.noNumber')}
                  </Text>
                </>
              )}
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
