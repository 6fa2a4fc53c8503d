import { lastSeenText, optionalPhoneText, stateName, type UserListItem } from '@aptovial/shared';
import { ActionIcon, Group, Switch, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';

export type UserRowActions = {
  onEdit: (user: UserListItem) => void;
  onToggleAccess: (user: UserListItem) => void;
  /** Absent where deleting does not exist (INTT). */
  onDelete?: ((user: UserListItem) => void) | undefined;
  pendingAccessId: number | null;
};

type UserRowProps = UserRowActions & { user: UserListItem; isAdmin: boolean };

export function UserRow({ user, isAdmin, ...actions }: UserRowProps) {
  const { t } = useTranslation();
  const name = `${user.names} ${user.lastNames}`;
  const active = user.status === 'active';
  const { onDelete } = actions;
  return (
    <Table.Tr>
      <Table.Td>{user.names}</Table.Td>
      <Table.Td>{user.lastNames}</Table.Td>
      <Table.Td>{`${user.nationality}-${user.dni}`}</Table.Td>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>
        <Text fz="sm">{user.phone1 ?? optionalPhoneText(null)}</Text>
        <Text fz="sm" c="dimmed">
          {optionalPhoneText(user.phone2)}
        </Text>
      </Table.Td>
      <Table.Td>{user.rolName}</Table.Td>
      <Table.Td>{user.state === null ? '—' : stateName(user.state)}</Table.Td>
      {isAdmin && <Table.Td>{t(`modules.${user.type}`)}</Table.Td>}
      {isAdmin && <Table.Td>{user.createdBy ?? '—'}</Table.Td>}
      <Table.Td>
        <Switch
          checked={active}
          onChange={() => actions.onToggleAccess(user)}
          disabled={actions.pendingAccessId === user.id}
          label={t(active ? 'users.status.active' : 'users.status.inactive')}
          aria-label={t('users.accessOf', { name })}
        />
      </Table.Td>
      <Table.Td>{lastSeenText(user.lastSeen)}</Table.Td>
      <Table.Td>{showDay(user.createdAt)}</Table.Td>
      <Table.Td>
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
      </Table.Td>
    </Table.Tr>
  );
}
