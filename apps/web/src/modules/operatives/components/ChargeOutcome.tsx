import { type C2pChargeResult, type PaymentStatus, pathTo } from '@aptovial/shared';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPERATIVE_PARAM } from '../operativeParam';
import { moneyText } from '../operativeText';
import type { BackFromCharge } from './ApplicantsList';

const looks: Record<PaymentStatus, { color: string; icon: typeof IconCircleCheck }> = {
  approved: { color: 'green', icon: IconCircleCheck },
  pending: { color: 'yellow', icon: IconClockHour4 },
  failed: { color: 'red', icon: IconCircleX },
};

type ChargeOutcomeProps = { result: C2pChargeResult; operativeId: number; onRetry: () => void };

/**
 * The bank's answer in place of the form: Aprobado, Pendiente or Fallido with the bank's own
 * message. "Volver a la lista" takes the focus (Enter goes back, to that applicant's "Emitir");
 * a declined charge may be tried again with a new key.
 */
export function ChargeOutcome({ result, operativeId, onRetry }: ChargeOutcomeProps) {
  const { t } = useTranslation();
  const back = useRef<HTMLAnchorElement>(null);
  useEffect(() => back.current?.focus(), []);
  const { status } = result.payment;
  const { color, icon: Icon } = looks[status];
  const state: BackFromCharge = { applicant: result.preRegistrationId };
  return (
    <Stack gap="md">
      <Alert
        color={color}
        icon={<Icon aria-hidden />}
        title={t(`payments.status.${status}`)}
        role={status === 'failed' ? 'alert' : 'status'}
      >
        <Stack gap={4}>
          <Text>{result.message}</Text>
          <Text fz="sm">
            {t('operativeField.pay.outcome', {
              amount: moneyText(result.amount),
              invoice: result.invoice,
              reference: result.reference ?? '—',
            })}
          </Text>
          {status === 'pending' && <Text fz="sm">{t('operativeField.pay.pendingHint')}</Text>}
        </Stack>
      </Alert>
      <Group>
        <Button
          ref={back}
          component={Link}
          to={`${pathTo('listPreRegister')}?${OPERATIVE_PARAM}=${operativeId}`}
          state={state}
        >
          {t('operativeField.pay.back')}
        </Button>
        {status === 'failed' && (
          <Button variant="light" color="red" onClick={onRetry}>
            {t('operativeField.pay.retry')}
          </Button>
        )}
        {result.receiptUrl !== null && (
          <Button component="a" variant="default" href={result.receiptUrl} target="_blank">
            {t('operativeField.pay.receipt')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
