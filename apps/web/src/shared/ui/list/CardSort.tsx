import { Button, Group, NativeSelect } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SortState } from '../SortHeader';

type CardSortProps<Order extends string> = {
  /** The sortable columns: the order each sets, and its header's text. */
  options: readonly { value: Order; label: string }[];
  sort: SortState<Order>;
  /** The table's header click: a new column sorts ascending, the same one flips. */
  onSort: (column: Order) => void;
};

/**
 * The cards' stand-in for the sorting headers: which column orders the list, and a button that
 * flips the direction. Both go through the headers' own `onSort`, so the address keeps the order.
 */
export function CardSort<Order extends string>({ options, sort, onSort }: CardSortProps<Order>) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  // A list's default order may be by a column it does not show (certificates: by registration).
  const offered = options.some((option) => option.value === sort.order_by)
    ? options
    : [{ value: sort.order_by, label: t('lists.orderDefault') }, ...options];
  const ascending = sort.order_direction === 'asc';
  const Arrow = ascending ? IconArrowUp : IconArrowDown;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NativeSelect
        label={t('lists.orderBy')}
        data={offered}
        value={sort.order_by}
        onChange={(event) => onSort(event.currentTarget.value as Order)}
        style={{ flex: 1 }}
      />
      <Button
        variant="default"
        leftSection={<Arrow size={16} aria-hidden />}
        aria-label={t(ascending ? 'lists.ascendingFlip' : 'lists.descendingFlip')}
        onClick={() => onSort(sort.order_by)}
      >
        {t(ascending ? 'lists.ascending' : 'lists.descending')}
      </Button>
    </Group>
  );
}
