import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { NoPermission, UsersFrame } from '../components/UsersFrame';
import { UsersSearch } from '../components/UsersSearch';
import { type UsersScope, usersAccessOf } from '../usersScope';

/** Buscar-usuarios (college) and Buscar-usuarios-INTT: find a person's accounts by dni. */
export function UsersSearchPage({ scope }: { scope: UsersScope }) {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  if (session === null) return null;
  const access = usersAccessOf(scope, session);
  return (
    <UsersFrame
      title={t(scope === 'INTT' ? 'users.searchTitleIntt' : 'users.searchTitle')}
      description={t('users.searchLead')}
    >
      {access.allowed ? (
        <UsersSearch scope={scope} session={session} access={access} />
      ) : (
        <NoPermission />
      )}
    </UsersFrame>
  );
}
