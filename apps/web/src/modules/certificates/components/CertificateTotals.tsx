import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../shared/forms/DateRangeFields';
import { ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { type CountFilters, useCountCertificates } from '../api/countCertificates';
import { useCertificateOptions } from '../certificateOptions';
import { type TotalRow, TotalsChart } from './TotalsChart';

const enabledKeys = ['true', 'enabled', '1'];

/** Repotes-totales-certificados: totals by state, grade, type and status for a date range. */
export function CertificateTotals() {
  const { t } = useTranslation();
  const options = useCertificateOptions();
  const [filters, setFilters] = useState<CountFilters>({});
  const counts = useCountCertificates(filters);
  const set =
    (key: keyof CountFilters) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.currentTarget.value || undefined;
      setFilters((current) => ({ ...current, [key]: value }));
    };
  const data = counts.data;
  const rows = (list: readonly { key: string; total: number }[], label: (key: string) => string) =>
    list.map((item): TotalRow => ({ ...item, label: label(item.key) }));
  const statusName = (key: string) =>
    t(enabledKeys.includes(key) ? 'certificates.status.enabled' : 'certificates.status.disabled');

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateRangeFields
          value={filters.date_range}
          fromLabel={t('certificates.filters.from')}
          toLabel={t('certificates.filters.to')}
          onChange={(range) => setFilters((current) => ({ ...current, date_range: range }))}
        />
        <NativeSelect
          label={t('certificates.filters.state')}
          data={[{ value: '', label: t('certificates.filters.all') }, ...options.stateOptions]}
          value={filters.state ?? ''}
          onChange={set('state')}
        />
        <Button variant="subtle" onClick={() => setFilters({})}>
          {t('certificates.filters.clear')}
        </Button>
      </Group>
      {counts.isPending && <LoadingState label={t('certificates.totals.loading')} />}
      {counts.isError && (
        <ErrorState
          message={t('certificates.totals.loadFailed')}
          onRetry={() => void counts.refetch()}
        />
      )}
      {data !== undefined && (
        <>
          <Card withBorder padding="md">
            <Text fz="sm" c="dimmed">
              {t('certificates.totals.total')}
            </Text>
            <Text fz={36} fw={700} role="status">
              {data.total}
            </Text>
            {data.total === 0 && <Text c="dimmed">{t('certificates.totals.emptyHint')}</Text>}
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TotalsChart
              id="totals-state"
              title={t('certificates.totals.byState')}
              colour="blue"
              rows={rows(data.byState, options.stateName)}
            />
            <TotalsChart
              id="totals-grade"
              title={t('certificates.totals.byGrade')}
              colour="teal"
              rows={rows(data.byGrade, options.gradeName)}
            />
            <TotalsChart
              id="totals-type"
              title={t('certificates.totals.byType')}
              colour="grape"
              rows={rows(data.byType, (key) => key)}
            />
            <TotalsChart
              id="totals-status"
              title={t('certificates.totals.byStatus')}
              colour="orange"
              rows={rows(data.byStatus, statusName)}
            />
            {data.dueSoonByState !== undefined && (
              <TotalsChart
                id="totals-due-soon"
                title={t('certificates.totals.dueSoon')}
                colour="red"
                rows={rows(data.dueSoonByState, options.stateName)}
              />
            )}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
