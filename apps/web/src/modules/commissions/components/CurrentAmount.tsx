import { type CertifieldAmount, formatDecimalEs } from '@aptovial/shared';
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOf } from '../../../shared/api/errorMessage';
import { showDay, showMoment } from '../../../shared/dates/dayText';
import { ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { useCommissionAmount } from '../api/commissionAmount';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      {note !== undefined && <Text fz="sm">{note}</Text>}
    </Stack>
  );
}

/** Where the price comes from and how old it is, as a sentence. */
function usePriceNote(amount: CertifieldAmount): string {
  const { t } = useTranslation();
  const date = showDay(amount.priceDate);
  const where =
    amount.priceSource === 'manual'
      ? t('commissions.current.manual', { when: showMoment(amount.priceFetchedAt) })
      : t('commissions.current.official', {
          source: t(`commissions.sources.${amount.priceSource}`),
          date,
        });
  const days = amount.priceAgeDays;
  const age =
    days === 0
      ? t('commissions.current.ageToday')
      : days === 1
        ? t('commissions.current.ageOneDay')
        : t('commissions.current.ageDays', { days });
  return `${where} · ${age}`;
}

function Amounts({ amount }: { amount: CertifieldAmount }) {
  const { t } = useTranslation();
  const note = usePriceNote(amount);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Figure
          label={t('commissions.current.commission')}
          value={t('commissions.usd', { amount: formatDecimalEs(amount.commissionDollarGeneral) })}
        />
        <Figure
          label={t('commissions.current.dollarPrice')}
          value={t('commissions.bs', { amount: formatDecimalEs(amount.dollarPrice) })}
          note={note}
        />
        <Figure
          label={t('commissions.current.bolivares')}
          value={t('commissions.bs', { amount: formatDecimalEs(amount.amountBolivares) })}
        />
      </SimpleGrid>
      {amount.priceStale && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          {t('commissions.current.stale', { date: showDay(amount.priceDate) })}
        </Alert>
      )}
    </Stack>
  );
}

/** The commission, the dollar price (source, date, age) and the bolívares in force. */
export function CurrentAmount() {
  const { t } = useTranslation();
  const amount = useCommissionAmount();
  const code = codeOf(amount.error);
  let body: ReactNode;
  if (amount.isPending) body = <LoadingState label={t('commissions.current.loading')} />;
  else if (code === 'COMMISSION_NOT_SET' || code === 'DOLLAR_PRICE_UNAVAILABLE') {
    // Either way the public cannot pay: said plainly, and what to fill in below.
    const missing = code === 'COMMISSION_NOT_SET' ? 'notSet' : 'noPrice';
    body = (
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
        {t(`commissions.current.${missing}`)}
      </Alert>
    );
  } else if (amount.isError) {
    body = (
      <ErrorState
        message={t('commissions.current.loadFailed')}
        onRetry={() => void amount.refetch()}
      />
    );
  } else body = <Amounts amount={amount.data} />;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('commissions.current.title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
