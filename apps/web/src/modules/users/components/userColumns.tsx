import { optionalPhoneText, stateName, type UserListItem } from '@aptovial/shared';
import { ActionIcon, Group, Switch, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { showLastSeen } from '../../../shared/dates/lastSeen';
import type { MaybeColumn } from '../../../shared/ui/list/dataColumns';
import type { UserOrderColumn } from '../api/listUsers';

export type UserRowActions = {
  onEdit: (user: UserListItem) => void;
  onToggleAccess: (user: UserListItem) => void;
  /** Absent where deleting does not exist (INTT). */
  onDelete?: ((user: UserListItem) => void) | undefined;
  pendingAccessId: number | null;
};

const nameOf = (user: UserListItem) => `${user.names} ${user.lastNames}`;

/** The access switch: the user's status, and how it changes. */
function AccessSwitch({ user, actions }: { user: UserListItem; actions: UserRowActions }) {
  const { t } = useTranslation();
  const active = user.status === 'active';
  return (
    <Switch
      checked={active}
      onChange={() => actions.onToggleAccess(user)}
      disabled={actions.pendingAccessId === user.id}
      label={t(active ? 'users.status.active' : 'users.status.inactive')}
      aria-label={t('users.accessOf', { name: nameOf(user) })}
    />
  );
}

function UserButtons({ user, actions }: { user: UserListItem; actions: UserRowActions }) {
  const { t } = useTranslation();
  const name = nameOf(user);
  const { onDelete } = actions;
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={t('users.editOf', { name })}
        onClick={() => actions.onEdit(user)}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      {onDelete !== undefined && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('users.deleteOf', { name })}
          onClick={() => onDelete(user)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * The users' columns. On a phone's card: the name, the access switch as the status, the cédula,
 * e-mail, role, state and last access, and edit or delete.
 */
export function useUserColumns(isAdmin: boolean, actions: UserRowActions) {
  const { t } = useTranslation();
  const label = (key: string) => t(`users.col.${key}`);
  const columns: MaybeColumn<UserListItem, UserOrderColumn>[] = [
    { key: 'names', label: label('names'), sortBy: 'names', card: 'title', cell: (u) => u.names },
    {
      key: 'lastNames',
      label: label('lastNames'),
      sortBy: 'lastNames',
      card: 'title',
      cell: (u) => u.lastNames,
    },
    {
      key: 'dni',
      label: label('dni'),
      sortBy: 'dni',
      card: 'fact',
      cell: (u) => `${u.nationality}-${u.dni}`,
    },
    { key: 'email', label: label('email'), sortBy: 'email', card: 'fact', cell: (u) => u.email },
    {
      key: 'phones',
      label: label('phones'),
      cell: (u) => (
        <>
          <Text fz="sm">{u.phone1 ?? optionalPhoneText(null)}</Text>
          <Text fz="sm" c="dimmed">
            {optionalPhoneText(u.phone2)}
          </Text>
        </>
      ),
    },
    { key: 'rol', label: label('rol'), sortBy: 'rol', card: 'fact', cell: (u) => u.rolName },
    {
      key: 'state',
      label: label('state'),
      sortBy: 'state',
      card: 'fact',
      cell: (u) => (u.state === null ? '—' : stateName(u.state)),
    },
    isAdmin && { key: 'type', label: label('type'), cell: (u) => t(`modules.${u.type}`) },
    isAdmin && { key: 'createdBy', label: label('createdBy'), cell: (u) => u.createdBy ?? '—' },
    {
      key: 'status',
      label: label('status'),
      sortBy: 'status',
      card: 'status',
      cell: (u) => <AccessSwitch user={u} actions={actions} />,
    },
    {
      key: 'lastSeen',
      label: label('lastSeen'),
      sortBy: 'lastSeen',
      card: 'fact',
      cell: (u) => showLastSeen(u.lastSeen),
    },
    {
      key: 'createdAt',
      label: label('createdAt'),
      sortBy: 'createdAt',
      cell: (u) => showDay(u.createdAt),
    },
    {
      key: 'actions',
      label: label('actions'),
      card: 'action',
      cell: (u) => <UserButtons user={u} actions={actions} />,
    },
  ];
  return columns;
}
