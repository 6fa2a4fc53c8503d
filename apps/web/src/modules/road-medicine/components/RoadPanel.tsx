import { certificateTypes, licenceGrades, type RoadDashboard, stateName } from '@aptovial/shared';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../shared/forms/DateRangeFields';
import { ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { OperativesPanel } from '../../operatives/index';
import { useRoadDashboard } from '../api/roadDashboard';
import { seriesOf } from '../panelSeries';
import { usePanelRange } from '../usePanelRange';
import { DayChart } from './DayChart';
import { LotsLeft } from './LotsLeft';
import { PanelCounts } from './PanelCounts';
import { PanelMoney } from './PanelMoney';
import { type TotalRow, TotalsBars } from './TotalsBars';

const nameIn = (list: readonly { as: string; name: string }[]) => (code: string) =>
  list.find((item) => item.as === code)?.name ?? code;

const rowsOf = (list: readonly { key: string; total: number }[], label: (key: string) => string) =>
  list.map((item): TotalRow => ({ ...item, label: label(item.key) }));

/**
 * dashboardMVial: the counts, the chosen range (kept in the address) and its charts. `isAdmin`:
 * the road-medicine Admin also sees every state, and has no lots of their own.
 */
export function RoadPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const { query, range, setRange } = usePanelRange();
  const dashboard = useRoadDashboard(query);
  const data = dashboard.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateRangeFields
            value={range}
            fromLabel={t('roadPanel.from')}
            toLabel={t('roadPanel.to')}
            onChange={setRange}
          />
          {range !== undefined && (
            <Button variant="subtle" onClick={() => setRange(undefined)}>
              {t('roadPanel.thisMonth')}
            </Button>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {t('roadPanel.rangeHint')}
        </Text>
      </Stack>
      {dashboard.isPending && <LoadingState label={t('roadPanel.loading')} />}
      {dashboard.isError && data === undefined && (
        <ErrorState message={t('roadPanel.loadFailed')} onRetry={() => void dashboard.refetch()} />
      )}
      {data !== undefined && <PanelFigures data={data} isAdmin={isAdmin} />}
      <PanelMoney query={query} />
      <OperativesPanel query={query} />
    </Stack>
  );
}

function PanelFigures({ data, isAdmin }: { data: RoadDashboard; isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <PanelCounts data={data} />
      <DayChart series={seriesOf(data.byDay, data.range.from, data.range.to)} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TotalsBars
          id="panel-by-type"
          title={t('roadPanel.byType')}
          column={t('roadPanel.column.type')}
          colour="grape"
          rows={rowsOf(data.byType, nameIn(certificateTypes))}
        />
        <TotalsBars
          id="panel-by-grade"
          title={t('roadPanel.byGrade')}
          column={t('roadPanel.column.grade')}
          colour="teal"
          rows={rowsOf(data.byGrade, nameIn(licenceGrades))}
        />
        {isAdmin && (
          <TotalsBars
            id="panel-by-state"
            title={t('roadPanel.byState')}
            column={t('roadPanel.column.state')}
            colour="blue"
            rows={rowsOf(data.byState, stateName)}
          />
        )}
        {data.dueSoonByState !== undefined && (
          <TotalsBars
            id="panel-due-soon"
            title={t('roadPanel.dueSoon')}
            column={t('roadPanel.column.state')}
            colour="orange"
            rows={rowsOf(data.dueSoonByState, stateName)}
          />
        )}
      </SimpleGrid>
      {!isAdmin && <LotsLeft lots={data.lots} />}
    </>
  );
}
