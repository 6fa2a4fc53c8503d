import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { RoadPanel } from '../components/RoadPanel';

/**
 * Inicio (dashboardMVial), the road-medicine mode's panel. A session of another module reaches
 * it only by typing the address: it is told why instead, and the API is not asked.
 */
export function RoadPanelPage() {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  if (session === null) return null;
  return (
    <PageFrame wide title={t('roadPanel.title')} description={t('roadPanel.lead')}>
      {session.module === 'medicVial' ? (
        <RoadPanel isAdmin={session.role === 'Admin'} />
      ) : (
        <Alert
          color="yellow"
          icon={<IconLock aria-hidden />}
          title={t('roadPanel.noPermissionTitle')}
        >
          {t('roadPanel.noPermission')}
        </Alert>
      )}
    </PageFrame>
  );
}
