import { type MenuLeaf, pathTo } from '@aptovial/shared';
import { NavLink, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { menuIcons } from './menuIcons';

type SidebarLeafProps = { leaf: MenuLeaf; collapsed: boolean; onNavigate: () => void };

export function SidebarLeaf({ leaf, collapsed, onNavigate }: SidebarLeafProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = pathTo(leaf.route);
  const label = t(leaf.labelKey);
  const LeafIcon = menuIcons[leaf.icon];
  const active = pathname === path;

  const link = (
    <NavLink
      component={Link}
      to={path}
      onClick={onNavigate}
      active={active}
      aria-current={active ? 'page' : undefined}
      // Collapsed, the label is hidden, so it becomes the link's accessible name.
      aria-label={collapsed ? label : undefined}
      label={collapsed ? null : label}
      leftSection={<LeafIcon size={22} stroke={1.6} aria-hidden="true" />}
      styles={
        collapsed ? { root: { justifyContent: 'center' }, section: { margin: 0 } } : undefined
      }
    />
  );
  if (!collapsed) return link;
  return (
    <Tooltip label={label} position="right" withArrow>
      {link}
    </Tooltip>
  );
}
