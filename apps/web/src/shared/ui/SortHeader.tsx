import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
export type SortState<Column extends string = string> = {
  order_by: Column;
  order_direction: 'asc' | 'desc';
};

type SortHeaderProps<Column extends string> = {
  column: Column;
  label: string;
  /** Without sorting (search results) the header is plain text. */
  sort?: SortState<Column> | undefined;
  onSort?: ((column: Column) => void) | undefined;
};

/** A column header that sorts the server's list; aria-sort tells screen readers the order. */
export function SortHeader<Column extends string>({
  column,
  label,
  sort,
  onSort,
}: SortHeaderProps<Column>) {
  const { t } = useTranslation();
  if (sort === undefined || onSort === undefined) return <Table.Th>{label}</Table.Th>;
  const active = sort.order_by === column;
  const direction = sort.order_direction === 'asc' ? 'ascending' : 'descending';
  const Icon = !active
    ? IconArrowsSort
    : sort.order_direction === 'asc'
      ? IconArrowUp
      : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? direction : 'none'}>
      <UnstyledButton
        onClick={() => onSort(column)}
        aria-label={t('lists.sortBy', { column: label })}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** A new column sorts ascending; the same column again flips the direction. Back to page 1. */
export function toggledSort<Column extends string>(
  current: SortState<Column>,
  column: Column,
): SortState<Column> & { page: 1 } {
  const flip = current.order_by === column && current.order_direction === 'asc';
  return { page: 1, order_by: column, order_direction: flip ? 'desc' : 'asc' };
}
