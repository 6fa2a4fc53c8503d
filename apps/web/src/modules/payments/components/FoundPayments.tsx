import type { MobilePaymentFound } from '@aptovial/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PaymentFacts } from './PaymentFacts';

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
                    {payment.certificateId === null
                      ? t('payments.found.usedText')
                      : t('payments.found.usedFor', { id: payment.certificateId })}
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
