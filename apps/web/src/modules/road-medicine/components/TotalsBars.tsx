import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countText } from '../panelFormat';
import { PanelBarChart } from './PanelBarChart';
import classes from './PanelCharts.module.css';

export type TotalRow = { key: string; label: string; total: number };

type TotalsBarsProps = {
  id: string;
  title: string;
  /** The table's first column: Tipo, Grado, Estado. */
  column: string;
  rows: readonly TotalRow[];
  /** A Mantine colour name: the bars are its shade 6. */
  colour: string;
};

// A bar's row is one line tall, plus a little room for the first and last.
const ROW_HEIGHT = 40;
// Room right of the longest bar for its number (up to the millions: 1.234.567).
const LABEL_ROOM = 72;

/** The axis names a grade up to its parenthesis ("Tercer grado"); tooltip and table say it all. */
const axisName = (label: string) => label.replace(/\s*\(.*\)$/, '');

/**
 * One group of the panel's totals: a bar per name with its number written at its end (read on
 * any phone), and the same numbers as a table for screen readers, which skip the drawing.
 */
export function TotalsBars({ id, title, column, rows, colour }: TotalsBarsProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">{t('roadPanel.none')}</Text>
        ) : (
          <>
            <PanelBarChart
              role="img"
              aria-label={t('roadPanel.chart', { title })}
              // The table carries the numbers: no keyboard stop that would announce nothing.
              accessibilityLayer={false}
              h={rows.length * ROW_HEIGHT + ROW_HEIGHT / 2}
              data={rows.map((row) => ({ name: row.label, total: row.total }))}
              dataKey="name"
              orientation="vertical"
              series={[{ name: 'total', label: t('roadPanel.count'), color: `${colour}.6` }]}
              valueFormatter={countText}
              withBarValueLabel
              withXAxis={false}
              gridAxis="none"
              maxBarWidth={28}
              yAxisProps={{ width: 'auto', tickFormatter: axisName }}
              barChartProps={{ margin: { right: LABEL_ROOM } }}
            />
            <Table className={classes.srOnly}>
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{column}</Table.Th>
                  <Table.Th>{t('roadPanel.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{row.label}</Table.Td>
                    <Table.Td>{countText(row.total)}</Table.Td>
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
