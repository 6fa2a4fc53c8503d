import type { RoadDashboard } from '@aptovial/shared';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { countText } from '../panelFormat';

type Count = { key: 'today' | 'week' | 'month' | 'range'; value: number; note?: string };

/** Hoy, Esta semana, Este mes and the chosen range: big numbers, each named in words. */
export function PanelCounts({ data }: { data: RoadDashboard }) {
  const { t } = useTranslation();
  const { range } = data;
  const rangeDates = t('roadPanel.counts.rangeDates', {
    from: showDay(range.from) || range.from,
    to: showDay(range.to) || range.to,
  });
  const counts: Count[] = [
    { key: 'today', value: data.today },
    { key: 'week', value: data.week },
    { key: 'month', value: data.month },
    { key: 'range', value: range.total, note: rangeDates },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="panel-counts">
      <Title order={2} size="h4" id="panel-counts">
        {t('roadPanel.counts.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
        {counts.map((count) => (
          <Card key={count.key} withBorder padding="md">
            <Text component="dt" fz="sm" c="dimmed">
              {t(`roadPanel.counts.${count.key}`)}
            </Text>
            <Text component="dd" fz={32} fw={700} lh={1.2} m={0}>
              {countText(count.value)}
            </Text>
            {count.note !== undefined && (
              <Text component="dd" fz="xs" c="dimmed" m={0}>
                {count.note}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
