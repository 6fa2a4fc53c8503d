import type { RoadDashboard } from '@aptovial/shared';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countText } from '../panelFormat';

type Lot = RoadDashboard['lots'][number];

/** Seriales disponibles: what is left in each lot of the doctor's state, as a table. */
export function LotsLeft({ lots }: { lots: readonly Lot[] }) {
  const { t } = useTranslation();
  const free = lots.reduce((sum, lot) => sum + lot.free, 0);
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
            <Table.ScrollContainer minWidth={420}>
              <Table withTableBorder striped fz="sm">
                <Table.Caption>{t('roadPanel.lots.title')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('roadPanel.lots.lot')}</Table.Th>
                    <Table.Th>{t('roadPanel.lots.serials')}</Table.Th>
                    <Table.Th ta="right">{t('roadPanel.lots.used')}</Table.Th>
                    <Table.Th ta="right">{t('roadPanel.lots.free')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lots.map((lot) => (
                    <Table.Tr key={lot.id}>
                      <Table.Td>{lot.numberTP}</Table.Td>
                      <Table.Td>
                        {t('roadPanel.lots.range', {
                          from: lot.initialNumber,
                          to: lot.finalNumber,
                        })}
                      </Table.Td>
                      <Table.Td ta="right">{countText(lot.used)}</Table.Td>
                      <Table.Td ta="right" fw={700}>
                        {countText(lot.free)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Card>
  );
}
