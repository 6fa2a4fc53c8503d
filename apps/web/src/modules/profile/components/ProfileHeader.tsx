import { roleName, type SessionUser } from '@aptovial/shared';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import defaultAvatar from '../../../assets/avatar-default.svg';

/** Photo (or the default avatar), full name and role name. */
export function ProfileHeader({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar src={user.image ?? defaultAvatar} alt={t('layout.avatarAlt')} size={72} radius="xl" />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={700} size="lg" lh={1.2}>
          {user.names} {user.lastNames}
        </Text>
        <Text size="sm" c="dimmed">
          {roleName(user.rol)} · {t(`modules.${user.type}`)}
        </Text>
      </Stack>
    </Group>
  );
}
