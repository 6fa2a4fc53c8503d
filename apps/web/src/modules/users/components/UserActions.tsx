import type { UserListItem } from '@aptovial/shared';
import { type ReactNode, useState } from 'react';
import type { VerifiedSession } from '../../../shared/session/sessionStore';
import { useAccessToggle } from '../useAccessToggle';
import type { UsersAccess, UsersScope } from '../usersScope';
import { DeleteUserModal } from './DeleteUserModal';
import { UserFormModal, type UserFormTarget } from './UserFormModal';
import type { UserRowActions } from './userColumns';

type UserActionsProps = {
  scope: UsersScope;
  session: VerifiedSession;
  access: UsersAccess;
  /** Renders the page with the row actions and a way to open the create form. */
  children: (actions: UserRowActions & { onCreate: () => void }) => ReactNode;
};

/** Owns the create/edit and delete dialogs and the access switch, for the list and search. */
export function UserActions({ scope, session, access, children }: UserActionsProps) {
  const [formTarget, setFormTarget] = useState<UserFormTarget>(null);
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  const { toggle, pendingId } = useAccessToggle(scope);
  return (
    <>
      {children({
        onCreate: () => setFormTarget('new'),
        onEdit: setFormTarget,
        onToggleAccess: (user) => void toggle(user),
        onDelete: access.canDelete ? setDeleting : undefined,
        pendingAccessId: pendingId,
      })}
      <UserFormModal
        scope={scope}
        session={session}
        access={access}
        target={formTarget}
        onClose={() => setFormTarget(null)}
      />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
