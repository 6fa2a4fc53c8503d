import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      aria-label={t('colorScheme.toggle')}
      onClick={() => setColorScheme(next)}
    >
      {computed === 'dark' ? (
        <IconSun size={20} stroke={1.6} aria-hidden="true" />
      ) : (
        <IconMoon size={20} stroke={1.6} aria-hidden="true" />
      )}
    </ActionIcon>
  );
}
