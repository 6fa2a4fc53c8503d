import { listCommissionsQuerySchema } from '@aptovial/shared';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countText } from '../../../shared/i18n/plural';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { DataTable } from '../../../shared/ui/list/DataTable';
import { ListPager } from '../../../shared/ui/list/ListPager';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { useListCommissions } from '../api/listCommissions';
import { useCommissionColumns } from './commissionColumns';

/**
 * The history of commissions: values, who set them and when; the one in force marked. A table
 * from `sm` up, one card a commission on a phone (decision 0068).
 */
export function CommissionsHistory() {
  const { t, i18n } = useTranslation();
  const list = useListParams(listCommissionsQuerySchema);
  const history = useListCommissions(list.params);
  const columns = useCommissionColumns();
  const page = history.data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('commissions.history.title')}
        </Title>
        {history.isPending && <LoadingState label={t('commissions.history.loading')} />}
        {history.isError && (
          <ErrorState
            message={t('commissions.history.loadFailed')}
            onRetry={() => void history.refetch()}
          />
        )}
        {page !== undefined && page.data.length === 0 && (
          <EmptyState message={t('commissions.history.empty')} />
        )}
        {page !== undefined && page.data.length > 0 && (
          <>
            <DataTable
              rows={page.data}
              rowKey={(commission) => commission.id}
              columns={columns}
              minWidth={640}
              sort={list.params}
              onSort={list.toggleSort}
            />
            <ListPager
              page={page}
              summary={(pages) =>
                countText(i18n, 'commissions.history.pageOf', page.total, {
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
    </Paper>
  );
}
