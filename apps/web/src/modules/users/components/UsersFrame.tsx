import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type UsersFrameProps = { title: string; description: string; children: ReactNode };

/** A wide page (tables need room) with one h1 and a lead. */
export function UsersFrame({ title, description, children }: UsersFrameProps) {
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** A role that may not create users (docs/product/roles.md) sees why, not an empty table. */
export function NoPermission() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconLock aria-hidden />} title={t('users.noPermissionTitle')}>
      {t('users.noPermission')}
    </Alert>
  );
}
