import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { apiKeysAccessOf } from '../apiKeysScope';
import { ApiKeysList } from '../components/ApiKeysList';
import { WebhookFailures } from '../components/WebhookFailures';

/** Claves de acceso (API) (decisions 0085, 0086): the keys and the failed webhooks. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  if (session === null) return null;
  const access = apiKeysAccessOf(session);
  return (
    <PageFrame wide title={t('apiKeys.title')} description={t('apiKeys.lead')}>
      {access.allowed ? (
        <Stack gap="xl">
          <ApiKeysList access={access} />
          <WebhookFailures />
        </Stack>
      ) : (
        <Alert
          color="yellow"
          icon={<IconLock aria-hidden />}
          title={t('apiKeys.noPermissionTitle')}
        >
          {t('apiKeys.noPermission')}
        </Alert>
      )}
    </PageFrame>
  );
}
