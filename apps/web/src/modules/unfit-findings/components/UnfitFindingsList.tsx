import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { DataTable } from '../../../shared/ui/list/DataTable';
import { useOwnUnfitFindings } from '../api/unfitFindings';
import { useFindingColumns } from './findingColumns';

/**
 * The doctor's own findings (the newest hundred), their reasons visible to them alone: a table
 * from `sm` up, one card a finding on a phone (decision 0068).
 */
export function UnfitFindingsList() {
  const { t } = useTranslation();
  const list = useOwnUnfitFindings();
  const columns = useFindingColumns();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('unfitFindings.list.title')}
        </Title>
        {list.isPending && <LoadingState label={t('unfitFindings.list.loading')} />}
        {list.isError && (
          <ErrorState
            message={t('unfitFindings.list.loadFailed')}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data !== undefined && list.data.length === 0 && (
          <EmptyState message={t('unfitFindings.list.empty')} />
        )}
        {list.data !== undefined && list.data.length > 0 && (
          <DataTable
            rows={list.data}
            rowKey={(finding) => finding.id}
            columns={columns}
            minWidth={560}
          />
        )}
      </Stack>
    </Paper>
  );
}
