import { Group, Loader, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of a verdict: tinted, with a thick coloured edge; the words carry the meaning. */
export function Banner({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Paper
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderInlineStart: `6px solid var(--mantine-color-${color}-filled)` }}
    >
      {children}
    </Paper>
  );
}

/** Shown while the signature and the live status are being checked. */
export function CheckingBanner() {
  const { t } = useTranslation();
  return (
    <Banner color="blue">
      <Group gap="md" wrap="nowrap">
        <Loader size="md" aria-hidden />
        <Text fz={{ base: 20, sm: 24 }} fw={700}>
          {t('verify.checking')}
        </Text>
      </Group>
    </Banner>
  );
}
