import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifiedSession, type VerifiedSession } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { type RegistersAccess, type RegistersScope, registersAccessOf } from '../registersScope';

type RegistersPageProps = {
  scope: RegistersScope;
  title: string;
  description: string;
  children: (session: VerifiedSession, access: RegistersAccess) => ReactNode;
};

/** A registers screen: wide, and for a session of another module it says why instead of a table. */
export function RegistersPage({ scope, title, description, children }: RegistersPageProps) {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  // The route's guard mounts this only with a confirmed session.
  if (session === null) return null;
  const access = registersAccessOf(scope, session);
  return (
    <PageFrame wide title={title} description={description}>
      {access.allowed ? (
        children(session, access)
      ) : (
        <Alert
          color="yellow"
          icon={<IconLock aria-hidden />}
          title={t('registers.noPermissionTitle')}
        >
          {t('registers.noPermission')}
        </Alert>
      )}
    </PageFrame>
  );
}
