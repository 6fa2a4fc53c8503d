import type { Operative } from '@aptovial/shared';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { SortState } from '../../../shared/ui/SortHeader';
import type { OperativeOrderColumn } from '../api/history';
import { useOperativeColumns } from './operativeColumns';

type OperativesTableProps = {
  operatives: readonly Operative[];
  /** The Admin sees every doctor's operatives: the doctor's column says whose. */
  showDoctor: boolean;
  stateName: (code: string) => string;
  sort: SortState<OperativeOrderColumn>;
  onSort: (column: OperativeOrderColumn) => void;
  onOpen: (id: number) => void;
};

/**
 * One row per operative (on a phone, one card, decision 0068); the row (or its "Ver" button, by
 * keyboard) opens its details.
 */
export function OperativesTable(props: OperativesTableProps) {
  const { operatives, showDoctor, stateName, sort, onSort, onOpen } = props;
  const columns = useOperativeColumns({ showDoctor, stateName, onOpen });
  return (
    <DataTable
      rows={operatives}
      rowKey={(operative) => operative.id}
      columns={columns}
      minWidth={showDoctor ? 1200 : 1050}
      sort={sort}
      onSort={onSort}
      onOpen={(operative) => onOpen(operative.id)}
    />
  );
}
