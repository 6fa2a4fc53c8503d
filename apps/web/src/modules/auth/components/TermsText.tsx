import type { AppMode } from '@aptovial/shared';
import { Alert, Button, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { useTerms } from '../api/terms';

/** The module's current terms, scrollable inside the card; a retry when they fail to load. */
export function TermsText({ mode }: { mode: AppMode }) {
  const { t } = useTranslation();
  const terms = useTerms(mode);

  if (terms.isPending) return <Loader size="sm" aria-label={t('terms.loading')} />;
  if (terms.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('terms.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageOf(terms.error, t('errors.unexpected'))}</Text>
          <Button variant="light" size="sm" onClick={() => void terms.refetch()}>
            {t('terms.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      <ScrollArea.Autosize mah={340} type="auto" offsetScrollbars>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {terms.data.text}
        </Text>
      </ScrollArea.Autosize>
      <Text size="xs" c="dimmed">
        {t('terms.version', { version: terms.data.version })}
      </Text>
    </Stack>
  );
}
