import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading, failed and empty states every server list shows, each saying what to do. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Text>{label}</Text>
      </Stack>
    </Center>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={message}>
      <Button mt="sm" variant="light" color="red" onClick={onRetry}>
        {t('lists.retry')}
      </Button>
    </Alert>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <Alert color="gray" variant="light">
      {message}
    </Alert>
  );
}
