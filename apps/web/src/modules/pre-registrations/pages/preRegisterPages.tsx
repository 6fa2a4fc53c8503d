import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { PreRegistersList } from '../components/PreRegistersList';
import { RequestsSwitch } from '../components/RequestsSwitch';
import { managesRequests } from '../preRegisterScope';

/** The road-medicine Admin's pages of the public's requests, one lazy chunk. */

type AdminFrameProps = { title: string; description: string; wide?: boolean; children: ReactNode };

/** For any other session (an Admin of another module) it says why, and asks the API nothing. */
function RoadAdminFrame({ title, description, wide = false, children }: AdminFrameProps) {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  if (session === null) return null;
  return (
    <PageFrame wide={wide} title={title} description={description}>
      {managesRequests(session) ? (
        children
      ) : (
        <Alert
          color="yellow"
          icon={<IconLock aria-hidden />}
          title={t('preRegister.noPermissionTitle')}
        >
          {t('preRegister.noPermission')}
        </Alert>
      )}
    </PageFrame>
  );
}

/** configuraciones (settings-vial): the switch that opens the public's requests. */
export function SettingsVialPage() {
  const { t } = useTranslation();
  return (
    <RoadAdminFrame title={t('settingsVial.title')} description={t('settingsVial.lead')}>
      <RequestsSwitch />
    </RoadAdminFrame>
  );
}

/** Lista-preRegistro (listMedicsVial): the public's requests. */
export function PreRegistersListPage() {
  const { t } = useTranslation();
  return (
    <RoadAdminFrame wide title={t('preRegister.listTitle')} description={t('preRegister.listLead')}>
      <PreRegistersList />
    </RoadAdminFrame>
  );
}
