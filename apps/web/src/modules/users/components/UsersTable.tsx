import type { UserListItem } from '@aptovial/shared';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { SortState } from '../../../shared/ui/SortHeader';
import type { UserOrderColumn } from '../api/listUsers';
import { type UserRowActions, useUserColumns } from './userColumns';

type UsersTableProps = UserRowActions & {
  users: readonly UserListItem[];
  /** docs/product/roles.md: Admin also sees the module and who created each user. */
  isAdmin: boolean;
  sort?: SortState<UserOrderColumn>;
  onSort?: (column: UserOrderColumn) => void;
};

/** A table that scrolls inside its own box from `sm` up; one card a user on a phone. */
export function UsersTable({ users, isAdmin, sort, onSort, ...actions }: UsersTableProps) {
  const columns = useUserColumns(isAdmin, actions);
  return (
    <DataTable
      rows={users}
      rowKey={(user) => user.id}
      columns={columns}
      minWidth={isAdmin ? 1250 : 1050}
      sort={sort}
      onSort={onSort}
    />
  );
}
