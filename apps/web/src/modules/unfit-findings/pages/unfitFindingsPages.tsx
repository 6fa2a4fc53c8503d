import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { UnfitFindingForm } from '../components/UnfitFindingForm';
import { UnfitFindingsList } from '../components/UnfitFindingsList';
import { recordsUnfit } from '../unfitScope';

/**
 * Registrar No apto (decision 0036): a doctor who found a driver unfit records it, and reads their
 * own findings. Sessions that issue no certificates are told why and ask nothing.
 */
export function UnfitFindingsPage() {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  if (session === null) return null;
  return (
    <PageFrame wide title={t('unfitFindings.title')} description={t('unfitFindings.lead')}>
      {recordsUnfit(session) ? (
        <Stack gap="lg">
          <UnfitFindingForm />
          <UnfitFindingsList />
        </Stack>
      ) : (
        <Alert
          color="yellow"
          icon={<IconLock aria-hidden />}
          title={t('unfitFindings.noPermissionTitle')}
        >
          {t('unfitFindings.noPermission')}
        </Alert>
      )}
    </PageFrame>
  );
}
