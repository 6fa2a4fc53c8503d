import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { NoPermission, UsersFrame } from '../components/UsersFrame';
import { UsersList } from '../components/UsersList';
import { type UsersScope, usersAccessOf } from '../usersScope';

/** Lista-usuarios (college) and Lista-usuarios-INTT: the same screen on each module's API. */
export function UsersListPage({ scope }: { scope: UsersScope }) {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  // The route's guard mounts this only with a confirmed session.
  if (session === null) return null;
  const access = usersAccessOf(scope, session);
  return (
    <UsersFrame
      title={t(scope === 'INTT' ? 'users.listTitleIntt' : 'users.listTitle')}
      description={t('users.listLead')}
    >
      {access.allowed ? (
        <UsersList scope={scope} session={session} access={access} />
      ) : (
        <NoPermission />
      )}
    </UsersFrame>
  );
}
