import type { Role } from '@aptovial/shared';
import { ActionIcon, AppShell, Burger, Group } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../shared/session/sessionStore';
import { DisplayPreferences } from '../../shared/ui/DisplayPreferences';
import { UserMenu } from './UserMenu';

type TopBarProps = {
  user: SessionUser;
  role: Role;
  mobileOpened: boolean;
  onToggleMobile: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
};

export function TopBar(props: TopBarProps) {
  const { user, role, mobileOpened, onToggleMobile, collapsed, onToggleCollapsed } = props;
  const { t } = useTranslation();
  const CollapseIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          {/* Below 768 px the sidebar becomes this burger's menu. */}
          <Burger
            opened={mobileOpened}
            onClick={onToggleMobile}
            hiddenFrom="sm"
            size="sm"
            aria-label={t(mobileOpened ? 'layout.closeNavigation' : 'layout.openNavigation')}
          />
          <ActionIcon
            visibleFrom="sm"
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggleCollapsed}
            aria-label={t(collapsed ? 'layout.expandSidebar' : 'layout.collapseSidebar')}
          >
            <CollapseIcon size={22} stroke={1.6} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <DisplayPreferences />
          <UserMenu user={user} role={role} />
        </Group>
      </Group>
    </AppShell.Header>
  );
}
