import type { PaymentsSummary } from '@aptovial/shared';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import {
  amountOfCents,
  bolivarsText,
  centsOf,
  type PaymentsSummaryQuery,
  usePaymentsSummary,
} from '../../payments/index';
import { countText } from '../panelFormat';
import { seriesOf } from '../panelSeries';
import { DayChart } from './DayChart';

type Figure = { key: 'approved' | 'pending' | 'failed'; count: number; total?: string };

/**
 * The panel's money (decision 0024): approved, pending and failed payments of the range and the
 * approved bolívares by day. Its own call: a slow or failed summary leaves the certificates'
 * figures alone.
 */
export function PanelMoney({ query }: { query: PaymentsSummaryQuery }) {
  const { t } = useTranslation();
  const summary = usePaymentsSummary(query);
  if (summary.isPending) return <LoadingState label={t('roadPanel.money.loading')} />;
  if (summary.data === undefined) {
    return (
      <ErrorState
        message={t('roadPanel.money.loadFailed')}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return <MoneyFigures data={summary.data} />;
}

function MoneyFigures({ data }: { data: PaymentsSummary }) {
  const { t } = useTranslation();
  const bs = (amount: string) => t('roadPanel.money.bs', { amount: bolivarsText(amount) });
  const figures: Figure[] = [
    { key: 'approved', ...data.approved },
    { key: 'pending', ...data.pending },
    { key: 'failed', count: data.failed.count },
  ];
  // Whole cents, so a month's bars add up exactly.
  const byDay = data.byDay.map((day) => ({ key: day.day, total: centsOf(day.total) }));
  const series = seriesOf(byDay, data.range.from, data.range.to);
  return (
    <Stack gap="md">
      <Stack gap="xs" component="section" aria-labelledby="panel-money">
        <Title order={2} size="h4" id="panel-money">
          {t('roadPanel.money.title')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0}>
          {figures.map((figure) => (
            <Card key={figure.key} withBorder padding="md">
              <Text component="dt" fz="sm" c="dimmed">
                {t(`roadPanel.money.${figure.key}`)}
              </Text>
              <Text
                component="dd"
                fz={figure.total === undefined ? 32 : 26}
                fw={700}
                lh={1.2}
                m={0}
              >
                {figure.total === undefined ? countText(figure.count) : bs(figure.total)}
              </Text>
              {figure.total !== undefined && (
                <Text component="dd" fz="xs" c="dimmed" m={0}>
                  {t('roadPanel.money.count', { count: countText(figure.count) })}
                </Text>
              )}
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <DayChart
        series={series}
        figure={{
          id: 'panel-money-series',
          title: t(`roadPanel.money.series.${series.unit}`),
          valueLabel: t('roadPanel.money.amount'),
          format: (cents) => bs(amountOfCents(cents)),
          colour: 'green.6',
          none: t('roadPanel.money.none'),
        }}
      />
    </Stack>
  );
}
