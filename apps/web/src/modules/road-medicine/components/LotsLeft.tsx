import type { RoadDashboard } from '@aptovial/shared';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/dataColumns';
import { countText } from '../panelFormat';

type Lot = RoadDashboard['lots'][number];

/**
 * Seriales disponibles: what is left in each lot of the doctor's state; a table from `sm` up, one
 * card a lot on a phone (decision 0068), its free serials in sight.
 */
export function LotsLeft({ lots }: { lots: readonly Lot[] }) {
  const { t } = useTranslation();
  const free = lots.reduce((sum, lot) => sum + lot.free, 0);
  const columns: DataColumn<Lot>[] = [
    { key: 'lot', label: t('roadPanel.lots.lot'), card: 'title', cell: (lot) => lot.numberTP },
    {
      key: 'serials',
      label: t('roadPanel.lots.serials'),
      card: 'fact',
      cell: (lot) => t('roadPanel.lots.range', { from: lot.initialNumber, to: lot.finalNumber }),
    },
    {
      key: 'used',
      label: t('roadPanel.lots.used'),
      card: 'fact',
      numeric: true,
      cell: (lot) => countText(lot.used),
    },
    {
      key: 'free',
      label: t('roadPanel.lots.free'),
      card: 'fact',
      numeric: true,
      cell: (lot) => (
        <Text span inherit fw={700}>
          {countText(lot.free)}
        </Text>
      ),
    },
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="panel-lots">
      <Stack gap="sm">
        <Title order={2} size="h4" id="panel-lots">
          {t('roadPanel.lots.title')}
        </Title>
        {lots.length === 0 ? (
          <Text c="dimmed">{t('roadPanel.lots.none')}</Text>
        ) : (
          <>
            <Text>{t('roadPanel.lots.summary', { free: countText(free) })}</Text>
            <DataTable rows={lots} rowKey={(lot) => lot.id} columns={columns} minWidth={420} />
          </>
        )}
      </Stack>
    </Card>
  );
}
