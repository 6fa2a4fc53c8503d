import { formatTimestamp, type UnfitFinding } from '@aptovial/shared';
import { Paper, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { useOwnUnfitFindings } from '../api/unfitFindings';

function FindingRow({ finding }: { finding: UnfitFinding }) {
  return (
    <Table.Tr>
      <Table.Td>{formatTimestamp(finding.createdAt)}</Table.Td>
      <Table.Td>{`${finding.nationality}-${finding.dni}`}</Table.Td>
      <Table.Td>{finding.grade}</Table.Td>
      <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{finding.reason}</Table.Td>
    </Table.Tr>
  );
}

/** The doctor's own findings (the newest hundred), their reasons visible to them alone. */
export function UnfitFindingsList() {
  const { t } = useTranslation();
  const list = useOwnUnfitFindings();
  const column = (key: string) => <Table.Th>{t(`unfitFindings.list.col.${key}`)}</Table.Th>;
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
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {column('createdAt')}
                  {column('driver')}
                  {column('grade')}
                  {column('reason')}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((finding) => (
                  <FindingRow key={finding.id} finding={finding} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
