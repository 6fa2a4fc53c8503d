import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { managesCommissions } from '../commissionsScope';
import { CommissionForm } from '../components/CommissionForm';
import { CommissionsHistory } from '../components/CommissionsHistory';
import { CurrentAmount } from '../components/CurrentAmount';

/**
 * Administrar Montos (commisionDollar): the medic college Admin's commission in dollars, the
 * dollar price in force and the history. Any other session is told why and asks nothing.
 */
export function CommissionDollarPage() {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  if (session === null) return null;
  return (
    <PageFrame wide title={t('commissions.title')} description={t('commissions.lead')}>
      {managesCommissions(session) ? (
        <Stack gap="lg">
          <CurrentAmount />
          <CommissionForm />
          <CommissionsHistory />
        </Stack>
      ) : (
        <Alert
          color="yellow"
          icon={<IconLock aria-hidden />}
          title={t('commissions.noPermissionTitle')}
        >
          {t('commissions.noPermission')}
        </Alert>
      )}
    </PageFrame>
  );
}
