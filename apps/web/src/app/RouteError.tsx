import { pathTo } from '@aptovial/shared';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page fails to load or render, typically a chunk that vanished after a deploy.
 * A plain link (not client navigation) reloads the app with the new files.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container size="xs" py="xl" component="main">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Text>{t('routeError.text')}</Text>
        <Button component="a" href={pathTo('indexAptoVial')} size="md">
          {t('routeError.back')}
        </Button>
      </Stack>
    </Container>
  );
}
