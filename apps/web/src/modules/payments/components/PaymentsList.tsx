import { apiPaths, listPaymentsQuerySchema } from '@aptovial/shared';
import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { countText } from '../../../shared/i18n/plural';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { FiltersPanel } from '../../../shared/ui/list/FiltersPanel';
import { ListPager } from '../../../shared/ui/list/ListPager';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { operativeOf, useOperativeCaption } from '../../operatives/index';
import { listPaymentsQueryOptions } from '../api/listPayments';
import { PaymentsFilters } from './PaymentsFilters';
import { PaymentsTable } from './PaymentsTable';

/** "Pagos del operativo de Alberto Adriani, 05-03-2026", once the operative is read. */
function OperativeCaption({ id }: { id: number }) {
  const { t } = useTranslation();
  const caption = useOperativeCaption(id);
  return caption === null ? null : (
    <Text fw={600}>{t('payments.list.ofOperative', { operative: caption })}</Text>
  );
}

/**
 * lista-de-pagos-movil: the payments, newest first, with their filters, paging and order in the
 * address; exported to Excel as filtered. From an operative (`?operativo=<id>`, decision 0025) only
 * its payments, always: the filter is fixed, neither cleared nor counted.
 */
export function PaymentsList() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const operative = operativeOf(search);
  const fixed = useMemo(() => (operative === undefined ? {} : { operative }), [operative]);
  const list = useListParams(listPaymentsQuerySchema, fixed);
  // A pending charge settles in the background: the list is asked again each time it opens.
  const payments = useQuery({
    ...listPaymentsQueryOptions(list.params),
    refetchOnMount: 'always',
  });
  const page = payments.data;
  return (
    <Stack gap="md">
      {operative !== undefined && <OperativeCaption id={operative} />}
      <FiltersPanel count={list.activeFilters}>
        <PaymentsFilters values={list.filters} onChange={list.setFilters} />
      </FiltersPanel>
      <Group justify="flex-end">
        <ExportButton
          path={apiPaths.paymentsC2pXlsx}
          query={list.filterQuery}
          fileName="pagos.xlsx"
        />
      </Group>
      {payments.isPending && <LoadingState label={t('payments.list.loading')} />}
      {payments.isError && (
        <ErrorState
          message={t('payments.list.loadFailed')}
          onRetry={() => void payments.refetch()}
        />
      )}
      {page !== undefined && page.data.length === 0 && (
        <EmptyState
          message={t(list.hasFilters ? 'payments.list.emptyFiltered' : 'payments.list.empty')}
        />
      )}
      {page !== undefined && page.data.length > 0 && (
        <>
          <PaymentsTable payments={page.data} sort={list.params} onSort={list.toggleSort} />
          <ListPager
            page={page}
            summary={(pages) =>
              countText(i18n, 'payments.list.pageOf', page.total, {
                page: page.page,
                pages,
                total: page.total,
              })
            }
            current={list.params.page}
            onPage={list.setPage}
          />
        </>
      )}
    </Stack>
  );
}
