import { formatDecimalEs } from '@aptovial/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showMoment } from '../../../shared/dates/dayText';
import { Notice } from './Notice';
import { HomeLink } from './RequestNotices';
import classes from './receipt.module.css';
import type { PayOutcome } from './usePayment';

/** The outcome replaces the form: the focus goes to its title, so a screen reader reads it. */
function useFocusedTitle() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

type OutcomeProps = { outcome: PayOutcome; email: string };

/** 'Aprobado' (docs/product/entities.md) with what the receipt says, and the receipt to print. */
export function ApprovedReceipt({ outcome: { result, at }, email }: OutcomeProps) {
  const { t } = useTranslation();
  const heading = useFocusedTitle();
  const titleId = useId();
  const tr = (key: string) => t(`preRegister.request.payment.receipt.${key}`);
  const lines: [string, string][] = [
    [tr('status'), t('preRegister.request.payment.approved')],
    [tr('reference'), result.reference ?? '—'],
    [tr('amount'), t('preRegister.request.payment.bs', { amount: formatDecimalEs(result.amount) })],
    [tr('date'), showMoment(at)],
    [tr('request'), String(result.preRegistrationId)],
    [tr('invoice'), result.invoice],
  ];
  return (
    <Stack gap="md" component="section" className={classes.receipt} aria-labelledby={titleId}>
      <Notice color="green" icon={<IconCircleCheck aria-hidden />}>
        <Stack gap="sm">
          <Title order={2} size="h3" id={titleId} ref={heading} tabIndex={-1}>
            {tr('title')}
          </Title>
          <dl className={classes.lines}>
            {lines.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Text>{t('preRegister.request.payment.receipt.sent', { email })}</Text>
        </Stack>
      </Notice>
      <Group className={classes.screenOnly}>
        {result.receiptUrl === null ? (
          <Button size="md" onClick={() => window.print()}>
            {tr('print')}
          </Button>
        ) : (
          <Button component="a" size="md" href={result.receiptUrl} target="_blank" rel="noopener">
            {tr('print')}
          </Button>
        )}
        <HomeLink />
      </Group>
    </Stack>
  );
}

/** 202: the bank has not confirmed yet. No "pay again": the reconciliation settles it. */
export function PendingNotice({ outcome: { result }, email }: OutcomeProps) {
  const { t } = useTranslation();
  const heading = useFocusedTitle();
  return (
    <Stack gap="md">
      <Notice color="yellow" role="status" icon={<IconClockHour4 aria-hidden />}>
        <Stack gap="xs">
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            {t('preRegister.request.payment.pending.title')}
          </Title>
          <Text>
            {t('preRegister.request.payment.pending.text', { id: result.preRegistrationId, email })}
          </Text>
        </Stack>
      </Notice>
      <HomeLink />
    </Stack>
  );
}

/** 'Fallido' with the bank's own message; nothing was charged, and a new attempt is offered. */
export function FailedNotice({
  outcome: { result },
  onRetry,
}: OutcomeProps & { onRetry: () => void }) {
  const { t } = useTranslation();
  const heading = useFocusedTitle();
  return (
    <Notice color="red" icon={<IconCircleX aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {t('preRegister.request.payment.declined.title')}
        </Title>
        <Text fw={700}>
          {t('preRegister.request.payment.receipt.status')}:{' '}
          {t('preRegister.request.payment.failedStatus')}
        </Text>
        <Text>{result.message}</Text>
        <Text>{t('preRegister.request.payment.declined.text')}</Text>
        <Button variant="light" color="red" size="md" onClick={onRetry}>
          {t('preRegister.request.payment.declined.retry')}
        </Button>
      </Stack>
    </Notice>
  );
}
