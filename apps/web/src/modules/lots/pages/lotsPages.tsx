import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { LotsList } from '../components/LotsList';
import { lotsAccessOf } from '../lotsScope';

/** lista-de-lotes (listCertifieldLotes): the medic college's certificate lots. */
export function LotsListPage() {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  if (session === null) return null;
  const access = lotsAccessOf(session);
  return (
    <PageFrame wide title={t('lots.title')} description={t('lots.lead')}>
      {access.allowed ? (
        <LotsList access={access} />
      ) : (
        <Alert color="yellow" icon={<IconLock aria-hidden />} title={t('lots.noPermissionTitle')}>
          {t('lots.noPermission')}
        </Alert>
      )}
    </PageFrame>
  );
}
