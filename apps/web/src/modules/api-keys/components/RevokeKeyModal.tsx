import type { ApiKey } from '@aptovial/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { errorAlert, toast } from '../../../shared/ui/alerts';
import { useRevokeApiKey } from '../api/apiKeys';

type RevokeKeyModalProps = { apiKey: ApiKey | null; onClose: () => void };

/** Revoking cannot be undone: the Admin reads what stops working and confirms. */
export function RevokeKeyModal({ apiKey, onClose }: RevokeKeyModalProps) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  const confirm = () => {
    if (apiKey === null) return;
    revoke.mutate(apiKey, {
      onSuccess: () => {
        void toast({ title: t('apiKeys.revokeDialog.done') });
        onClose();
      },
      onError: (error) => void errorAlert(messageOf(error, t('apiKeys.revokeDialog.failed'))),
    });
  };
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title={t('apiKeys.revokeDialog.title')}>
      {apiKey !== null && (
        <Stack gap="md">
          <Text>
            {t('apiKeys.revokeDialog.text', { name: apiKey.name, prefix: apiKey.prefix })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('apiKeys.revokeDialog.cancel')}
            </Button>
            <Button color="red" loading={revoke.isPending} onClick={confirm}>
              {t('apiKeys.revokeDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
