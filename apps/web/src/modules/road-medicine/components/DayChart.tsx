import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countText, periodText } from '../panelFormat';
import type { Series } from '../panelSeries';
import { PanelBarChart } from './PanelBarChart';
import classes from './PanelCharts.module.css';

/** Another figure through the range (the approved money): its heading, value name and format. */
export type DayChartFigure = {
  id: string;
  title: string;
  valueLabel: string;
  format: (value: number) => string;
  colour: string;
  none: string;
};

/**
 * Certificates through the range: a bar per day (month or year for long ranges), and a table of
 * the periods with certificates, shown on phones (where the bars are too thin to tell apart) and
 * kept for screen readers, which are given the drawing as one image by its name. `figure` draws
 * something else than certificates the same way.
 */
export function DayChart({ series, figure }: { series: Series; figure?: DayChartFigure }) {
  const { t } = useTranslation();
  const { unit, points } = series;
  const title = figure?.title ?? t(`roadPanel.series.${unit}`);
  const id = figure?.id ?? 'panel-series';
  const valueLabel = figure?.valueLabel ?? t('roadPanel.count');
  const format = figure?.format ?? countText;
  const withCertificates = points.filter((point) => point.total > 0);
  const bars = points.map((point) => ({ period: periodText(point.key, unit), total: point.total }));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {withCertificates.length === 0 ? (
          <Text c="dimmed">{figure?.none ?? t('roadPanel.none')}</Text>
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
              series={[{ name: 'total', label: valueLabel, color: figure?.colour ?? 'blue.6' }]}
              valueFormatter={format}
              maxBarWidth={40}
              // A day with a few certificates beside one with thousands still shows a bar.
              barProps={{ minPointSize: (value) => (Number(value) > 0 ? 2 : 0) }}
              gridAxis="y"
              tickLine="y"
              // Days read DD/MM under the bars; the tooltip keeps the year.
              xAxisProps={{
                tickFormatter: (period: string) => period.slice(0, unit === 'day' ? 5 : undefined),
              }}
              yAxisProps={{
                allowDecimals: false,
                width: 'auto',
                ...(figure === undefined ? {} : { tickFormatter: figure.format }),
              }}
            />
            <Table className={classes.phoneTable} withTableBorder verticalSpacing={4} fz="sm">
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`roadPanel.period.${unit}`)}</Table.Th>
                  <Table.Th ta="right">{valueLabel}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {withCertificates.map((point) => (
                  <Table.Tr key={point.key}>
                    <Table.Td>{periodText(point.key, unit)}</Table.Td>
                    <Table.Td ta="right">{format(point.total)}</Table.Td>
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
