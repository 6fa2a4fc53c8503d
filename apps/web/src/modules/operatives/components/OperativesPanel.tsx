import { type OperativeStats, operativeStatuses, operativeStatusLabels } from '@aptovial/shared';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { useCommission } from '../api/details';
import { type OperativeStatsQuery, useOperativeStats } from '../api/stats';
import { countText, moneyText } from '../operativeText';

type Figure = { key: string; label: string; value: string; note?: string };

function Figures({ figures, cols }: { figures: Figure[]; cols: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: cols }} spacing="sm" m={0}>
      {figures.map((figure) => (
        <Card key={figure.key} withBorder padding="md">
          <Text component="dt" fz="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" fz={26} fw={700} lh={1.2} m={0}>
            {figure.value}
          </Text>
          {figure.note !== undefined && (
            <Text component="dd" fz="xs" c="dimmed" m={0}>
              {figure.note}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * The road panel's operatives (dashboardMVial): how many of each status, how many start in each
 * period, what they issued and collected, and the commission owed for the panel's range. Its
 * own calls: a slow or failed answer leaves the certificates' figures alone.
 */
export function OperativesPanel({ query }: { query: OperativeStatsQuery }) {
  const { t } = useTranslation();
  const stats = useOperativeStats(query);
  return (
    <Stack gap="xs" component="section" aria-labelledby="panel-operatives">
      <Title order={2} size="h4" id="panel-operatives">
        {t('operativeRecord.panel.title')}
      </Title>
      {stats.isPending && <LoadingState label={t('operativeRecord.panel.loading')} />}
      {stats.data === undefined && stats.isError && (
        <ErrorState
          message={t('operativeRecord.panel.loadFailed')}
          onRetry={() => void stats.refetch()}
        />
      )}
      {stats.data !== undefined && <StatsFigures data={stats.data} query={query} />}
    </Stack>
  );
}

function StatsFigures({ data, query }: { data: OperativeStats; query: OperativeStatsQuery }) {
  const { t } = useTranslation();
  const commission = useCommission(query);
  const label = (key: string) => t(`operativeRecord.panel.${key}`);
  const bs = (amount: string) => t('operativeRecord.bs', { amount: moneyText(amount) });
  const byStatus = operativeStatuses.map((status) => ({
    key: status,
    label: operativeStatusLabels[status],
    value: countText(data.byStatus[status]),
  }));
  const periods = (['today', 'week', 'month', 'inRange'] as const).map((key) => ({
    key,
    label: label(key),
    value: countText(data[key]),
  }));
  const owed = commission.data;
  const money: Figure[] = [
    { key: 'certificates', label: label('certificates'), value: countText(data.certificates) },
    { key: 'collected', label: label('collected'), value: bs(data.collected) },
    owed === undefined
      ? {
          key: 'owed',
          label: label('owed'),
          value: '—',
          note: commission.isError
            ? messageOf(commission.error, label('owedFailed'))
            : label('owedLoading'),
        }
      : {
          key: 'owed',
          label: label('owed'),
          value: t('operativeRecord.usd', { amount: moneyText(owed.owedDollars) }),
          note: bs(owed.owedBolivares),
        },
  ];
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {label('byStatus')}
      </Text>
      <Figures figures={byStatus} cols={5} />
      <Text fz="sm" c="dimmed">
        {label('starting')}
      </Text>
      <Figures figures={periods} cols={4} />
      <Figures figures={money} cols={3} />
    </Stack>
  );
}
