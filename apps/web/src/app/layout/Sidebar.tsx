import { type AppMode, isMenuGroup, type MenuEntry } from '@aptovial/shared';
import { AppShell, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SidebarGroup } from './SidebarGroup';
import { SidebarLeaf } from './SidebarLeaf';
import { SidebarLogo } from './SidebarLogo';

type SidebarProps = {
  mode: AppMode;
  entries: MenuEntry[];
  collapsed: boolean;
  onNavigate: () => void;
};

export function Sidebar({ mode, entries, collapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  return (
    <AppShell.Navbar p="xs" aria-label={t('layout.navigation')}>
      <AppShell.Section mb="sm">
        <SidebarLogo mode={mode} collapsed={collapsed} onNavigate={onNavigate} />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea}>
        <Stack gap={2}>
          {entries.map((entry) =>
            isMenuGroup(entry) ? (
              <SidebarGroup
                key={entry.labelKey}
                group={entry}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
            ) : (
              <SidebarLeaf
                key={entry.route}
                leaf={entry}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
            ),
          )}
        </Stack>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
