import { apiPaths, listPaymentsQuerySchema } from '@aptovial/shared';
import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { FiltersPanel } from '../../../shared/ui/list/FiltersPanel';
import { ListPager } from '../../../shared/ui/list/ListPager';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { listPaymentsQueryOptions } from '../api/listPayments';
import { PaymentsFilters } from './PaymentsFilters';
import { PaymentsTable } from './PaymentsTable';

/**
 * lista-de-pagos-movil: the payments, newest first, with their filters, paging and order in the
 * address; exported to Excel as filtered.
 */
export function PaymentsList() {
  const { t } = useTranslation();
  const list = useListParams(listPaymentsQuerySchema);
  // A pending charge settles in the background: the list is asked again each time it opens.
  const payments = useQuery({
    ...listPaymentsQueryOptions(list.params),
    refetchOnMount: 'always',
  });
  const page = payments.data;
  return (
    <Stack gap="md">
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
              t('payments.list.pageOf', { page: page.page, pages, total: page.total })
            }
            current={list.params.page}
            onPage={list.setPage}
          />
        </>
      )}
    </Stack>
  );
}
