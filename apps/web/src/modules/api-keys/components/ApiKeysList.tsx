import type { ApiKey, CreatedApiKey } from '@aptovial/shared';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStateNames } from '../../../shared/reference/useStateNames';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { useApiKeys } from '../api/apiKeys';
import type { ApiKeysAccess } from '../apiKeysScope';
import { ApiKeysTable } from './ApiKeysTable';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { CreatedKeyModal } from './CreatedKeyModal';
import { RevokeKeyModal } from './RevokeKeyModal';

/** The Admin's keys: the list, the creation (and its one showing of the key), the revocation. */
export function ApiKeysList({ access }: { access: ApiKeysAccess }) {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const { stateOptions, stateName } = useStateNames();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const onCreated = (answer: CreatedApiKey) => {
    setCreating(false);
    setCreated(answer);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          {t('apiKeys.keysTitle')}
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          {t('apiKeys.create')}
        </Button>
      </Group>
      {keys.isPending && <LoadingState label={t('apiKeys.loading')} />}
      {keys.isError && (
        <ErrorState message={t('apiKeys.loadFailed')} onRetry={() => void keys.refetch()} />
      )}
      {keys.data?.length === 0 && <EmptyState message={t('apiKeys.empty')} />}
      {keys.data !== undefined && keys.data.length > 0 && (
        <ApiKeysTable keys={keys.data} stateName={stateName} onRevoke={setRevoking} />
      )}
      <CreateApiKeyModal
        opened={creating}
        access={access}
        stateOptions={stateOptions}
        stateName={stateName}
        onClose={() => setCreating(false)}
        onCreated={onCreated}
      />
      <CreatedKeyModal created={created} onClose={() => setCreated(null)} />
      <RevokeKeyModal apiKey={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
