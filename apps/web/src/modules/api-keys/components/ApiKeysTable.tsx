import type { ApiKey } from '@aptovial/shared';
import { Badge, Button, Code } from '@mantine/core';
import { IconKeyOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showMoment } from '../../../shared/dates/dayText';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/dataColumns';

type ApiKeysTableProps = {
  keys: readonly ApiKey[];
  stateName: (code: string | null) => string;
  onRevoke: (key: ApiKey) => void;
};

/** The keys; on a phone each is a card: its name, whether it works, its facts and "Revocar". */
export function ApiKeysTable({ keys, stateName, onRevoke }: ApiKeysTableProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`apiKeys.col.${key}`);
  const columns: DataColumn<ApiKey>[] = [
    { key: 'name', label: label('name'), card: 'title', cell: (key) => key.name },
    {
      key: 'status',
      label: label('status'),
      card: 'status',
      cell: (key) =>
        key.revokedAt === null ? (
          <Badge color="green">{t('apiKeys.active')}</Badge>
        ) : (
          <Badge color="gray">{t('apiKeys.revoked')}</Badge>
        ),
    },
    {
      key: 'prefix',
      label: label('prefix'),
      card: 'fact',
      cell: (key) => <Code>{key.prefix}</Code>,
    },
    {
      key: 'scope',
      label: label('scope'),
      card: 'fact',
      cell: (key) =>
        t(key.scope === 'events:receive' ? 'apiKeys.scope.receive' : 'apiKeys.scope.read'),
    },
    {
      key: 'state',
      label: label('state'),
      card: 'fact',
      cell: (key) => (key.state === null ? t('apiKeys.allStates') : stateName(key.state)),
    },
    { key: 'receiver', label: label('receiver'), cell: (key) => key.webhookUrl ?? '—' },
    {
      key: 'createdAt',
      label: label('createdAt'),
      card: 'fact',
      cell: (key) => showMoment(key.createdAt),
    },
    {
      key: 'revokedAt',
      label: label('revokedAt'),
      card: 'fact',
      cell: (key) => (key.revokedAt === null ? '—' : showMoment(key.revokedAt)),
    },
    {
      key: 'actions',
      label: label('actions'),
      card: 'action',
      cell: (key) =>
        key.revokedAt === null && (
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconKeyOff size={16} aria-hidden />}
            aria-label={t('apiKeys.revokeOf', { name: key.name })}
            onClick={() => onRevoke(key)}
          >
            {t('apiKeys.revoke')}
          </Button>
        ),
    },
  ];
  return <DataTable rows={keys} rowKey={(key) => key.id} columns={columns} minWidth={900} />;
}
