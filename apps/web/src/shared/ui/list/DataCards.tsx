import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { SortState } from '../SortHeader';
import { CardSort } from './CardSort';
import { columnsOf, type DataColumn } from './dataColumns';

type DataCardsProps<Row, Order extends string> = {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly DataColumn<Row, Order>[];
  sort?: SortState<Order> | undefined;
  onSort?: ((column: Order) => void) | undefined;
  onOpen?: ((row: Row) => void) | undefined;
};

// Long words (an e-mail, a serial) break rather than push the card wider than the phone.
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

type DataCardProps<Row, Order extends string> = {
  row: Row;
  columns: readonly DataColumn<Row, Order>[];
  onOpen?: ((row: Row) => void) | undefined;
};

/** One row as a card: title and status on top, the key facts named, the action at the foot. */
function DataCard<Row, Order extends string>({ row, columns, onOpen }: DataCardProps<Row, Order>) {
  const title = columnsOf(columns, 'title');
  const status = columnsOf(columns, 'status');
  const facts = columnsOf(columns, 'fact');
  const actions = columnsOf(columns, 'action');
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      onClick={onOpen === undefined ? undefined : () => onOpen(row)}
      style={onOpen === undefined ? undefined : { cursor: 'pointer' }}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group component="div" gap={4} fw={700} style={breakAnywhere}>
          {title.map((column) => (
            <span key={column.key}>{column.cell(row)}</span>
          ))}
        </Group>
        {status.map((column) => (
          <Box key={column.key}>{column.cell(row)}</Box>
        ))}
      </Group>
      {facts.length > 0 && (
        <Box
          component="dl"
          mt="xs"
          mb={0}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
            gap: '6px var(--mantine-spacing-sm)',
          }}
        >
          {facts.map((column) => (
            <div key={column.key}>
              <Text component="dt" fz="xs" c="dimmed">
                {column.label}
              </Text>
              <Text component="dd" fz="sm" m={0} style={breakAnywhere}>
                {column.cell(row)}
              </Text>
            </div>
          ))}
        </Box>
      )}
      {actions.length > 0 && (
        <Group justify="flex-end" gap="xs" mt="xs">
          {actions.map((column) => (
            <Box key={column.key}>{column.cell(row)}</Box>
          ))}
        </Group>
      )}
    </Paper>
  );
}

/**
 * A phone's server list: one card a row (decision 0068), and the order picker that stands in for
 * the table's sorting headers.
 */
export function DataCards<Row, Order extends string>(props: DataCardsProps<Row, Order>) {
  const { rows, rowKey, columns, sort, onSort, onOpen } = props;
  return (
    <Stack gap="sm">
      {sort !== undefined && onSort !== undefined && (
        <CardSort
          options={columns.flatMap((column) =>
            column.sortBy === undefined ? [] : [{ value: column.sortBy, label: column.label }],
          )}
          sort={sort}
          onSort={onSort}
        />
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <DataCard key={rowKey(row)} row={row} columns={columns} onOpen={onOpen} />
        ))}
      </Stack>
    </Stack>
  );
}
