import type { WebhookFailure } from '@aptovial/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { showMoment } from '../../../shared/dates/dayText';
import { errorAlert, toast } from '../../../shared/ui/alerts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/dataColumns';
import { useReplayDelivery, useWebhookFailures } from '../api/webhookFailures';

/** The dead letters (decision 0086): webhooks that failed their whole window, to send again. */
export function WebhookFailures() {
  const { t } = useTranslation();
  const failures = useWebhookFailures();
  const replay = useReplayDelivery();
  const label = (key: string) => t(`apiKeys.failures.col.${key}`);
  const send = (failure: WebhookFailure) =>
    replay.mutate(failure, {
      onSuccess: () => void toast({ title: t('apiKeys.failures.replayed') }),
      onError: (error) => void errorAlert(messageOf(error, t('apiKeys.failures.replayFailed'))),
    });
  const columns: DataColumn<WebhookFailure>[] = [
    { key: 'key', label: label('key'), card: 'title', cell: (row) => row.apiKeyName },
    { key: 'event', label: label('event'), card: 'fact', cell: (row) => row.eventId },
    {
      key: 'attempts',
      label: label('attempts'),
      card: 'fact',
      numeric: true,
      cell: (row) => row.attempts,
    },
    {
      key: 'lastError',
      label: label('lastError'),
      card: 'fact',
      cell: (row) => row.lastError ?? '—',
    },
    {
      key: 'createdAt',
      label: label('createdAt'),
      card: 'fact',
      cell: (row) => showMoment(row.createdAt),
    },
    {
      key: 'actions',
      label: label('actions'),
      card: 'action',
      cell: (row) => (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconSend size={16} aria-hidden />}
          aria-label={t('apiKeys.failures.replayOf', { event: row.eventId, name: row.apiKeyName })}
          loading={replay.isPending && replay.variables?.id === row.id}
          onClick={() => send(row)}
        >
          {t('apiKeys.failures.replay')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('apiKeys.failures.title')}
      </Title>
      <Text c="dimmed" fz="sm">
        {t('apiKeys.failures.lead')}
      </Text>
      {failures.isPending && <LoadingState label={t('apiKeys.failures.loading')} />}
      {failures.isError && (
        <ErrorState
          message={t('apiKeys.failures.loadFailed')}
          onRetry={() => void failures.refetch()}
        />
      )}
      {failures.data?.length === 0 && <EmptyState message={t('apiKeys.failures.empty')} />}
      {failures.data !== undefined && failures.data.length > 0 && (
        <DataTable rows={failures.data} rowKey={(row) => row.id} columns={columns} minWidth={800} />
      )}
    </Stack>
  );
}
