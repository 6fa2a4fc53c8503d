import { pathTo, type Role, type RouteName, roleName } from '@aptovial/shared';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  type Icon,
  IconArrowsExchange,
  IconEdit,
  IconKey,
  IconLogout,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import defaultAvatar from '../../assets/avatar-default.svg';
import { SwitchAccountModal } from '../../modules/auth/components/SwitchAccountModal';
import { useLogout } from '../../modules/auth/useLogout';
import type { SessionUser } from '../../shared/session/sessionStore';

type UserMenuProps = { user: SessionUser; role: Role };

const accountLinks: readonly { route: RouteName; labelKey: string; icon: Icon }[] = [
  { route: 'dataProfile', labelKey: 'userMenu.profile', icon: IconUserCircle },
  { route: 'updateDataProfile', labelKey: 'userMenu.updateProfile', icon: IconEdit },
  { route: 'changePassword', labelKey: 'userMenu.changePassword', icon: IconKey },
];

export function UserMenu({ user, role }: UserMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [switching, switchModal] = useDisclosure(false);
  const fullName = `${user.names} ${user.lastNames}`;
  // "Cambiar Sesión" is offered only to a person with more than one account.
  const canSwitch = user.accounts.length > 1;

  return (
    <>
      <Menu position="bottom-end" width={240} withArrow>
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
          {accountLinks.map(({ route, labelKey, icon: ItemIcon }) => (
            <Menu.Item
              key={route}
              component={Link}
              to={pathTo(route)}
              py="sm"
              leftSection={<ItemIcon size={18} stroke={1.6} aria-hidden="true" />}
            >
              {t(labelKey)}
            </Menu.Item>
          ))}
          {canSwitch && (
            <Menu.Item
              onClick={switchModal.open}
              py="sm"
              leftSection={<IconArrowsExchange size={18} stroke={1.6} aria-hidden="true" />}
            >
              {t('userMenu.switchAccount')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item
            onClick={() => void logout()}
            py="sm"
            leftSection={<IconLogout size={18} stroke={1.6} aria-hidden="true" />}
          >
            {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {canSwitch && (
        <SwitchAccountModal user={user} opened={switching} onClose={switchModal.close} />
      )}
    </>
  );
}
