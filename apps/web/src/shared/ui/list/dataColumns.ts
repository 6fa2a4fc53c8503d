import type { ReactNode } from 'react';

/**
 * Where a column goes on a phone's card (decision 0068): the card's title (several title columns
 * read as one line, "Ana" "Mora"), its status, its action (the row's main button or its ⋮ menu),
 * or one of its key facts. A column with no part shows in the table only.
 */
export type CardPart = 'title' | 'status' | 'action' | 'fact';

/** One column of a server list: its header, its cell, its order and its place on a card. */
export type DataColumn<Row, Order extends string = string> = {
  /** Unique in the list; the cell's React key. */
  key: string;
  /** The header, and the fact's name on a card. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** The server orders by this column: its header sorts, and the phone's order picker offers it. */
  sortBy?: Order;
  card?: CardPart;
  /** Amounts: right-aligned and never broken across lines in the table. */
  numeric?: boolean;
};

/** A column, or `false` where a condition leaves it out (`access.allStates && {...}`). */
export type MaybeColumn<Row, Order extends string = string> = DataColumn<Row, Order> | false;

export function shownColumns<Row, Order extends string>(
  columns: readonly MaybeColumn<Row, Order>[],
): DataColumn<Row, Order>[] {
  return columns.filter((column): column is DataColumn<Row, Order> => column !== false);
}

/** The columns of one part of the card, in the table's order. */
export function columnsOf<Row, Order extends string>(
  columns: readonly DataColumn<Row, Order>[],
  part: CardPart,
): DataColumn<Row, Order>[] {
  return columns.filter((column) => column.card === part);
}
