import type { UserListItem } from '@aptovial/shared';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { VerifiedSession } from '../../../shared/session/sessionStore';
import { FormModal } from '../../../shared/ui/FormModal';
import type { UsersAccess, UsersScope } from '../usersScope';
import { UserForm } from './UserForm';

/** 'new' creates a user, a user edits them, null keeps the modal closed. */
export type UserFormTarget = UserListItem | 'new' | null;

type UserFormModalProps = {
  scope: UsersScope;
  session: VerifiedSession;
  access: UsersAccess;
  target: UserFormTarget;
  onClose: () => void;
};

export function UserFormModal({ scope, session, access, target, onClose }: UserFormModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const user = target === 'new' ? null : target;
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      // Esc, × or a click outside ask before losing what was typed; a draft survives reopening.
      draftKey={`users:${user?.id ?? 'new'}`}
      title={t(user === null ? 'users.form.createTitle' : 'users.form.editTitle')}
      size="lg"
      fullScreen={phone === true}
    >
      {target !== null && (
        <UserForm
          key={user?.id ?? 'new'}
          scope={scope}
          session={session}
          access={access}
          user={user}
          onDone={onClose}
        />
      )}
    </FormModal>
  );
}
