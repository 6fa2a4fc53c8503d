import { Button, Table } from '@mantine/core';
import type { ReactNode } from 'react';

type ListTableProps = {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The header cells (SortHeader or Table.Th), in one row. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
};

/** A server list's table: striped, lit under the pointer, scrolling sideways on narrow screens. */
export function ListTable({ minWidth, head, children }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type OpenableRowProps = {
  onOpen: () => void;
  /** The button's text ("Ver"). */
  view: string;
  /** The button's name for screen readers, saying which item ("Ver la solicitud 12"). */
  openLabel: string;
  /** The row's cells, before the button's. */
  children: ReactNode;
};

/**
 * A row that opens its item: a click anywhere on it, or its last cell's "Ver" button, which is
 * how the keyboard reaches it.
 */
export function OpenableRow({ onOpen, view, openLabel, children }: OpenableRowProps) {
  return (
    <Table.Tr onClick={() => onOpen()} style={{ cursor: 'pointer' }}>
      {children}
      <Table.Td>
        <Button
          variant="light"
          size="compact-sm"
          aria-label={openLabel}
          onClick={(event) => {
            // The row opens it too: one click, one open.
            event.stopPropagation();
            onOpen();
          }}
        >
          {view}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
