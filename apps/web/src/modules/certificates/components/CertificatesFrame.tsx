import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import {
  type CertificatesAccess,
  type CertificatesSession,
  certificatesAccessOf,
} from '../certificatesScope';

type CertificatesFrameProps = {
  title: string;
  description: string;
  /** Whether this screen admits the session (the totals: the medic Admin only). */
  admits?: (access: CertificatesAccess) => boolean;
  /** What the session may do here: the college's and INTT's rules unless said otherwise. */
  accessOf?: (session: CertificatesSession) => CertificatesAccess;
  children: (access: CertificatesAccess) => ReactNode;
};

/** A certificates screen: for a session that may not use it, it says why instead. */
export function CertificatesFrame({
  title,
  description,
  admits,
  accessOf = certificatesAccessOf,
  children,
}: CertificatesFrameProps) {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  if (session === null) return null;
  const access = accessOf(session);
  const allowed = access.allowed && (admits === undefined || admits(access));
  return (
    <PageFrame wide title={title} description={description}>
      {allowed ? (
        children(access)
      ) : (
        <Alert
          color="yellow"
          icon={<IconLock aria-hidden />}
          title={t('certificates.noPermissionTitle')}
        >
          {t('certificates.noPermission')}
        </Alert>
      )}
    </PageFrame>
  );
}
