import { type MenuGroup, pathTo } from '@aptovial/shared';
import { Menu, NavLink, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { menuIcons } from './menuIcons';
import { SidebarLeaf } from './SidebarLeaf';

type SidebarGroupProps = { group: MenuGroup; collapsed: boolean; onNavigate: () => void };

/** A submenu: an expandable list when the sidebar is open, a flyout menu when collapsed. */
export function SidebarGroup({ group, collapsed, onNavigate }: SidebarGroupProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = t(group.labelKey);
  const GroupIcon = menuIcons[group.icon];
  const icon = <GroupIcon size={22} stroke={1.6} aria-hidden="true" />;
  const hasActiveChild = group.children.some((child) => pathTo(child.route) === pathname);

  if (!collapsed) {
    return (
      <NavLink
        component="button"
        type="button"
        label={label}
        leftSection={icon}
        defaultOpened={hasActiveChild}
        active={hasActiveChild}
        variant="subtle"
      >
        {group.children.map((child) => (
          <SidebarLeaf key={child.route} leaf={child} collapsed={false} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }

  return (
    <Menu position="right-start" offset={8} withArrow>
      <Menu.Target>
        <UnstyledButton
          aria-label={label}
          w="100%"
          py="xs"
          style={{ display: 'flex', justifyContent: 'center' }}
        >
          {icon}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {group.children.map((child) => {
          const ChildIcon = menuIcons[child.icon];
          return (
            <Menu.Item
              key={child.route}
              component={Link}
              to={pathTo(child.route)}
              onClick={onNavigate}
              leftSection={<ChildIcon size={18} stroke={1.6} aria-hidden="true" />}
            >
              {t(child.labelKey)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
