import type { AppMode } from '@aptovial/shared';
import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { modeLogos } from '../mode/modeLogos';
import { DisplayPreferences } from './DisplayPreferences';

export function LandingHeader({ mode }: { mode: AppMode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {/* Decorative: the product and mode names sit right beside it. */}
            <img src={modeLogos[mode]} alt="" width={40} height={40} />
            <div>
              <Text fw={700} size="lg" lh={1.2}>
                {t('app.name')}
              </Text>
              <Text size="sm" lh={1.2}>
                {t(`mode.${mode}`)}
              </Text>
            </div>
          </Group>
          <DisplayPreferences />
        </Group>
      </Container>
    </Box>
  );
}
