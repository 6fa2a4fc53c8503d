import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { CreateOperativeForm } from '../components/CreateOperativeForm';
import { createsOperatives, ownStateOf, worksOperatives } from '../operativesScope';

/**
 * Crear operativo (createOperational): a road-medicine doctor plans a day (or days) in a
 * municipality. Anyone else, or an account without its own college number, is told why and the
 * page asks the API nothing.
 */
export function CreateOperativePage() {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  if (session === null) return null;
  const denied = !worksOperatives(session)
    ? 'otherModule'
    : !createsOperatives(session)
      ? 'noSchoolNumber'
      : null;
  return (
    <PageFrame title={t('operativeCreate.title')} description={t('operativeCreate.lead')}>
      {denied === null ? (
        <CreateOperativeForm ownState={ownStateOf(session)} />
      ) : (
        <Alert
          color="yellow"
          icon={<IconLock aria-hidden />}
          title={t('operativeCreate.deniedTitle')}
        >
          {t(`operativeCreate.denied.${denied}`)}
        </Alert>
      )}
    </PageFrame>
  );
}
