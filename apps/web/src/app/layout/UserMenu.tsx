import { pathTo, type Role, roleName } from '@aptovial/shared';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import defaultAvatar from '../../assets/avatar-default.svg';
import type { SessionUser } from '../../shared/session/sessionStore';
import { useLogout } from './useLogout';

type UserMenuProps = { user: SessionUser; role: Role };

export function UserMenu({ user, role }: UserMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const fullName = `${user.names} ${user.lastNames}`;

  return (
    <Menu position="bottom-end" width={220} withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={`${t('layout.userMenu')}: ${fullName}`}>
          <Group gap="sm" wrap="nowrap">
            <div style={{ textAlign: 'right', minWidth: 0 }}>
              <Text size="sm" fw={600} lh={1.2} truncate maw={{ base: 140, sm: 260 }}>
                {fullName}
              </Text>
              <Text size="xs" lh={1.2} truncate maw={{ base: 140, sm: 260 }}>
                {roleName(role)}
              </Text>
            </div>
            <Avatar src={user.image ?? defaultAvatar} alt={t('layout.avatarAlt')} radius="xl" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={pathTo('dataProfile')}
          leftSection={<IconUserCircle size={18} stroke={1.6} aria-hidden="true" />}
        >
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item
          onClick={logout}
          leftSection={<IconLogout size={18} stroke={1.6} aria-hidden="true" />}
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
