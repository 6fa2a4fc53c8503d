import { menuFor, modeOfModule, modeTitles } from '@aptovial/shared';
import { AppShell } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useVerifiedSession } from '../../shared/session/sessionStore';
import { useStartupData } from '../startup/useStartupData';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/**
 * docs/product/rules.md: the sidebar shows from 768 px (Mantine `sm`), 16rem open, 6rem collapsed.
 */
export const sidebarWidth = { open: '16rem', collapsed: '6rem' } as const;

/** The authenticated shell: top bar, sidebar built from the session's menu, page outlet. */
export function AppLayout() {
  const session = useVerifiedSession();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, collapse] = useDisclosure(false);
  const mode = session === null ? null : modeOfModule(session.module);
  // A signed-in user sees the title of their own module's mode, whatever the deployment.
  useDocumentTitle(mode === null ? '' : modeTitles[mode]);
  useStartupData();

  // The guards only mount this with a confirmed session; it is null only while logging out.
  if (session === null || mode === null) return null;

  // The phone menu always shows labels; icons-only is a desktop choice.
  const sidebarCollapsed = collapsed && !mobileOpened;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: { sm: sidebarCollapsed ? sidebarWidth.collapsed : sidebarWidth.open },
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="md"
    >
      <TopBar
        user={session.user}
        role={session.role}
        mobileOpened={mobileOpened}
        onToggleMobile={mobile.toggle}
        collapsed={sidebarCollapsed}
        onToggleCollapsed={collapse.toggle}
      />
      <Sidebar
        mode={mode}
        entries={menuFor(session.module, session.role)}
        collapsed={sidebarCollapsed}
        onNavigate={mobile.close}
      />
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
