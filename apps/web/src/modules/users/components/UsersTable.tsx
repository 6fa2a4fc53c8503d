import type { UserListItem } from '@aptovial/shared';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortHeader, type SortState } from '../../../shared/ui/SortHeader';
import type { UserOrderColumn } from '../api/listUsers';
import { UserRow, type UserRowActions } from './UserRow';

type UsersTableProps = UserRowActions & {
  users: readonly UserListItem[];
  /** docs/product/roles.md: Admin also sees the module and who created each user. */
  isAdmin: boolean;
  sort?: SortState<UserOrderColumn>;
  onSort?: (column: UserOrderColumn) => void;
};

/** Scrolls sideways inside its own box on a phone, so the page itself never does. */
export function UsersTable({ users, isAdmin, sort, onSort, ...actions }: UsersTableProps) {
  const { t } = useTranslation();
  const sortable = (column: UserOrderColumn) => (
    <SortHeader column={column} label={t(`users.col.${column}`)} sort={sort} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={isAdmin ? 1250 : 1050}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {sortable('names')}
            {sortable('lastNames')}
            {sortable('dni')}
            {sortable('email')}
            <Table.Th>{t('users.col.phones')}</Table.Th>
            {sortable('rol')}
            {sortable('state')}
            {isAdmin && <Table.Th>{t('users.col.type')}</Table.Th>}
            {isAdmin && <Table.Th>{t('users.col.createdBy')}</Table.Th>}
            {sortable('status')}
            {sortable('lastSeen')}
            {sortable('createdAt')}
            <Table.Th>{t('users.col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} isAdmin={isAdmin} {...actions} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
