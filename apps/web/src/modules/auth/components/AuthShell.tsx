import { type AppMode, modeTitles } from '@aptovial/shared';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { modeLogos } from '../../../shared/mode/modeLogos';
import { DisplayPreferences } from '../../../shared/ui/DisplayPreferences';

type AuthShellProps = {
  mode: AppMode;
  title: string;
  children: ReactNode;
  /** Links under the card (recover password, back to the landing). */
  footer?: ReactNode;
};

/** The public frame of every sign-in page: the mode's logo and title, one card, one h1. */
export function AuthShell({ mode, title, children, footer }: AuthShellProps) {
  useDocumentTitle(`${title} · ${modeTitles[mode]}`);
  return (
    <Container component="main" size={460} px="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {/* Decorative: the mode's title sits right beside it. */}
            <img src={modeLogos[mode]} alt="" width={48} height={48} />
            <Text fw={700} size="lg" lh={1.2}>
              {modeTitles[mode]}
            </Text>
          </Group>
          <DisplayPreferences />
        </Group>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
        {footer}
      </Stack>
    </Container>
  );
}
