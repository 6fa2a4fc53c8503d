import type { MobilePaymentFound } from '@aptovial/shared';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PaymentFacts } from './PaymentFacts';

type PaymentSummaryProps = { payment: MobilePaymentFound; onChange: () => void };

/** The payment the certificate below is issued against, and a way to choose another. */
export function PaymentSummary({ payment, onChange }: PaymentSummaryProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="paid-with">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="paid-with">
            <IconReceipt
              size={20}
              aria-hidden
              style={{ verticalAlign: 'middle', marginRight: 6 }}
            />
            {t('payments.issue.paidWith')}
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={onChange}>
            {t('payments.issue.otherPayment')}
          </Button>
        </Group>
        <PaymentFacts payment={payment} />
      </Stack>
    </Card>
  );
}
