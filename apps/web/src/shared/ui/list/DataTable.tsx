import { Table } from '@mantine/core';
import { SortHeader, type SortState } from '../SortHeader';
import { DataCards } from './DataCards';
import { type MaybeColumn, shownColumns } from './dataColumns';
import { usePhoneWidth } from './FiltersPanel';

export type DataTableProps<Row, Order extends string> = {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The columns, in the table's order; each says where it goes on a phone's card. */
  columns: readonly MaybeColumn<Row, Order>[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The server's order; without it (search results) the headers are plain text. */
  sort?: SortState<Order> | undefined;
  onSort?: ((column: Order) => void) | undefined;
  /** A click anywhere on the row (or card) opens its item; an OpenButton column is the keyboard's way. */
  onOpen?: ((row: Row) => void) | undefined;
};

/**
 * A server list's rows, built once from its column definitions (decision 0068): from Mantine's
 * `sm` breakpoint up a striped table that scrolls sideways when narrow; below it, on a phone, one
 * card per row with its title, status, key facts and action in sight, never a table to scroll.
 */
export function DataTable<Row, Order extends string>(props: DataTableProps<Row, Order>) {
  const phone = usePhoneWidth();
  const columns = shownColumns(props.columns);
  if (phone) return <DataCards {...props} columns={columns} />;
  const { rows, rowKey, minWidth, sort, onSort, onOpen } = props;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.sortBy === undefined ? (
                <Table.Th key={column.key}>{column.label}</Table.Th>
              ) : (
                <SortHeader
                  key={column.key}
                  column={column.sortBy}
                  label={column.label}
                  sort={sort}
                  onSort={onSort}
                />
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              onClick={onOpen === undefined ? undefined : () => onOpen(row)}
              style={onOpen === undefined ? undefined : { cursor: 'pointer' }}
            >
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.numeric ? 'right' : undefined}
                  style={column.numeric ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
