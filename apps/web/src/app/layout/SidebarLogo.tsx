import { type AppMode, pathTo } from '@aptovial/shared';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { modeLogos } from '../../shared/mode/modeLogos';
import { modeHomeRoute } from './modeHome';

type SidebarLogoProps = { mode: AppMode; collapsed: boolean; onNavigate: () => void };

export function SidebarLogo({ mode, collapsed, onNavigate }: SidebarLogoProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={pathTo(modeHomeRoute[mode])}
      onClick={onNavigate}
      aria-label={`${t('layout.logoLink')}: ${t('app.name')} · ${t(`mode.${mode}`)}`}
      p="xs"
    >
      <Group gap="sm" wrap="nowrap" justify={collapsed ? 'center' : 'flex-start'}>
        <img src={modeLogos[mode]} alt="" width={40} height={40} />
        {!collapsed && (
          <div>
            <Text fw={700} lh={1.2}>
              {t('app.name')}
            </Text>
            <Text size="xs" lh={1.2}>
              {t(`mode.${mode}`)}
            </Text>
          </div>
        )}
      </Group>
    </UnstyledButton>
  );
}
