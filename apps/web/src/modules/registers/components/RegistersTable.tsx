import type { Register } from '@aptovial/shared';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { SortState } from '../../../shared/ui/SortHeader';
import type { RegisterOrderColumn } from '../api/listRegisters';
import { type RegisterColumnsOptions, useRegisterColumns } from './registerColumns';

type RegistersTableProps = RegisterColumnsOptions & {
  registers: readonly Register[];
  sort: SortState<RegisterOrderColumn>;
  onSort: (column: RegisterOrderColumn) => void;
};

/** A table that scrolls inside its own box from `sm` up; one card a person on a phone. */
export function RegistersTable({ registers, sort, onSort, ...options }: RegistersTableProps) {
  const columns = useRegisterColumns(options);
  return (
    <DataTable
      rows={registers}
      rowKey={(register) => register.id}
      columns={columns}
      minWidth={options.adminColumns ? 1400 : 1100}
      sort={sort}
      onSort={onSort}
    />
  );
}
