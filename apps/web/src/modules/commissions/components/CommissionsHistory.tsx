import {
  type Commission,
  formatDecimalEs,
  formatTimestamp,
  listCommissionsQuerySchema,
} from '@aptovial/shared';
import { Badge, Paper, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { ListPager } from '../../../shared/ui/list/ListPager';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { SortHeader } from '../../../shared/ui/SortHeader';
import { useListCommissions } from '../api/listCommissions';

function HistoryRow({ commission }: { commission: Commission }) {
  const { t } = useTranslation();
  const active = commission.status === 'active';
  return (
    <Table.Tr>
      <Table.Td>{formatTimestamp(commission.createdAt)}</Table.Td>
      <Table.Td>{formatDecimalEs(commission.commissionDollarGeneral)}</Table.Td>
      <Table.Td>
        {commission.dollarPrice === null
          ? t('commissions.history.official')
          : t('commissions.bs', { amount: formatDecimalEs(commission.dollarPrice) })}
      </Table.Td>
      <Table.Td>
        <Badge color={active ? 'green' : 'gray'} variant="light">
          {t(active ? 'commissions.history.active' : 'commissions.history.inactive')}
        </Badge>
      </Table.Td>
      <Table.Td>{commission.createdBy ?? '—'}</Table.Td>
    </Table.Tr>
  );
}

/** The history of commissions: values, who set them and when; the one in force marked. */
export function CommissionsHistory() {
  const { t } = useTranslation();
  const list = useListParams(listCommissionsQuerySchema);
  const history = useListCommissions(list.params);
  const page = history.data;
  const column = (key: string) => <Table.Th>{t(`commissions.history.col.${key}`)}</Table.Th>;
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
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <SortHeader
                      column="createdAt"
                      label={t('commissions.history.col.createdAt')}
                      sort={list.params}
                      onSort={list.toggleSort}
                    />
                    {column('commission')}
                    {column('dollarPrice')}
                    {column('status')}
                    {column('createdBy')}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.data.map((commission) => (
                    <HistoryRow key={commission.id} commission={commission} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager
              page={page}
              summary={(pages) =>
                t('commissions.history.pageOf', { page: page.page, pages, total: page.total })
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
