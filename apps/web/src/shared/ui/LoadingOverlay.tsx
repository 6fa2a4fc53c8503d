import { LoadingOverlay as MantineLoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectLoading, useLoadingStore } from './loadingStore';

/** docs/product/rules.md: the overlay fades in over 300 ms and out over 200 ms. */
export const overlayFade = { enterMs: 300, exitMs: 200 } as const;

export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useLoadingStore(selectLoading);
  return (
    <MantineLoadingOverlay
      visible={loading}
      pos="fixed"
      zIndex={1000}
      role="progressbar"
      aria-label={t('loading.label')}
      transitionProps={{
        transition: 'fade',
        duration: overlayFade.enterMs,
        exitDuration: overlayFade.exitMs,
      }}
      overlayProps={{ color: '#000', backgroundOpacity: 0.55, blur: 2 }}
      loaderProps={{ size: 'lg', color: 'white' }}
    />
  );
}
