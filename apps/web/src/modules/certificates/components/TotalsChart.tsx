import { Card, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type TotalRow = { key: string; label: string; total: number };

type TotalsChartProps = { id: string; title: string; rows: readonly TotalRow[]; colour: string };

/**
 * One group of totals: horizontal bars (drawn with Mantine, no chart library to download) and
 * the same numbers as a table for screen readers and for copying.
 */
export function TotalsChart({ id, title, rows, colour }: TotalsChartProps) {
  const { t } = useTranslation();
  const largest = Math.max(1, ...rows.map((row) => row.total));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">{t('certificates.totals.none')}</Text>
        ) : (
          <>
            <Stack gap={6} aria-hidden>
              {rows.map((row) => (
                <div key={row.key}>
                  <Text fz="xs">{`${row.label} · ${row.total}`}</Text>
                  <Progress value={(row.total / largest) * 100} color={colour} size="lg" />
                </div>
              ))}
            </Stack>
            <Table withTableBorder verticalSpacing={4} fz="sm">
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('certificates.totals.group')}</Table.Th>
                  <Table.Th ta="right">{t('certificates.totals.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{row.label}</Table.Td>
                    <Table.Td ta="right">{row.total}</Table.Td>
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
