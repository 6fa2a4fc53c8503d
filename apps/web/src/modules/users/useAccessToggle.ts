import type { UserListItem } from '@aptovial/shared';
import { useTranslation } from 'react-i18next';
import { codeOf } from '../../shared/api/errorMessage';
import { errorAlert, infoConfirm, toast } from '../../shared/ui/alerts';
import { useUpdateAccess } from './api/updateAccess';
import type { UsersScope } from './usersScope';

/**
 * The access switch of a row: confirm, toggle on the server, say the new status
 * (docs/product/errors.md).
 */
export function useAccessToggle(scope: UsersScope) {
  const { t } = useTranslation();
  const mutation = useUpdateAccess();

  const failureText = (error: unknown): string => {
    const code = codeOf(error);
    if (code === 'ONLY_ONE_PRESIDENT_PER_STATE') return t('users.access.onlyOnePresident');
    if (code === 'ONLY_ONE_MANAGIN_DIRECTOR_PER_STATE') {
      return t('users.access.onlyOneManagingDirector');
    }
    return t('users.access.failed');
  };

  const toggle = async (user: UserListItem) => {
    const name = `${user.names} ${user.lastNames}`;
    const answer = await infoConfirm({
      title: t('users.access.confirmTitle'),
      text: t(user.status === 'active' ? 'users.access.revokeText' : 'users.access.grantText', {
        name,
      }),
      showConfirmButton: true,
      confirmButtonText: t('users.access.confirmButton'),
      showDenyButton: false,
    });
    if (answer.isConfirmed !== true) return;
    mutation.mutate(
      { scope, id: user.id },
      {
        onSuccess: (result) => {
          const status = t(`users.status.${result.status}`);
          void toast({ title: t('users.access.updated', { status }) });
        },
        onError: (error) => void errorAlert(failureText(error)),
      },
    );
  };

  const pendingId = mutation.isPending ? mutation.variables.id : null;
  return { toggle, pendingId };
}
