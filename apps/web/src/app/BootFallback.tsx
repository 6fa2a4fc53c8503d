import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first page's code arrives. */
export function BootFallback() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" role="status" aria-label={t('loading.label')}>
      <Loader size="md" />
    </Center>
  );
}
