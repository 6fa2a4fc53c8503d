import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countText, periodText } from '../panelFormat';
import type { Series } from '../panelSeries';
import { PanelBarChart } from './PanelBarChart';
import classes from './PanelCharts.module.css';

/**
 * Certificates through the range: a bar per day (month or year for long ranges), and a table of
 * the periods with certificates, shown on phones (where the bars are too thin to tell apart) and
 * kept for screen readers, which are given the drawing as one image by its name.
 */
export function DayChart({ series }: { series: Series }) {
  const { t } = useTranslation();
  const { unit, points } = series;
  const title = t(`roadPanel.series.${unit}`);
  const withCertificates = points.filter((point) => point.total > 0);
  const bars = points.map((point) => ({ period: periodText(point.key, unit), total: point.total }));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="panel-series">
      <Stack gap="sm">
        <Title order={2} size="h4" id="panel-series">
          {title}
        </Title>
        {withCertificates.length === 0 ? (
          <Text c="dimmed">{t('roadPanel.none')}</Text>
        ) : (
          <>
            <PanelBarChart
              role="img"
              aria-label={t('roadPanel.chart', { title })}
              // The table below carries the numbers: no keyboard stop that would announce nothing.
              accessibilityLayer={false}
              h={220}
              data={bars}
              dataKey="period"
              series={[{ name: 'total', label: t('roadPanel.count'), color: 'blue.6' }]}
              valueFormatter={countText}
              maxBarWidth={40}
              // A day with a few certificates beside one with thousands still shows a bar.
              barProps={{ minPointSize: (value) => (Number(value) > 0 ? 2 : 0) }}
              gridAxis="y"
              tickLine="y"
              // Days read DD/MM under the bars; the tooltip keeps the year.
              xAxisProps={{
                tickFormatter: (period: string) => period.slice(0, unit === 'day' ? 5 : undefined),
              }}
              yAxisProps={{ allowDecimals: false, width: 'auto' }}
            />
            <Table className={classes.phoneTable} withTableBorder verticalSpacing={4} fz="sm">
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`roadPanel.period.${unit}`)}</Table.Th>
                  <Table.Th ta="right">{t('roadPanel.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {withCertificates.map((point) => (
                  <Table.Tr key={point.key}>
                    <Table.Td>{periodText(point.key, unit)}</Table.Td>
                    <Table.Td ta="right">{countText(point.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Card>
  );
}
