import type { Passkey } from '@aptovial/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showMoment } from '../../../shared/dates/dayText';

type PasskeyRowProps = {
  item: Passkey;
  removing: boolean;
  onRename: () => void;
  onRemove: () => void;
};

/** One passkey: its name, when it was added and last used, and its two actions. */
export function PasskeyRow({ item, removing, onRename, onRemove }: PasskeyRowProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="passkey-row">
      <Stack gap={0}>
        <Text fw={600}>{item.name}</Text>
        <Text size="sm" c="dimmed">
          {t('passkeys.created', { when: showMoment(item.createdAt) })}
        </Text>
        <Text size="sm" c="dimmed">
          {item.lastUsedAt
            ? t('passkeys.lastUsed', { when: showMoment(item.lastUsedAt) })
            : t('passkeys.neverUsed')}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="subtle"
          onClick={onRename}
          aria-label={t('passkeys.rename', { name: item.name })}
          leftSection={<IconPencil size={18} aria-hidden="true" />}
        >
          {t('passkeys.renameShort')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          loading={removing}
          onClick={onRemove}
          aria-label={t('passkeys.remove', { name: item.name })}
          leftSection={<IconTrash size={18} aria-hidden="true" />}
        >
          {t('passkeys.removeShort')}
        </Button>
      </Group>
    </Group>
  );
}
