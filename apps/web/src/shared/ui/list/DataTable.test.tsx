import { Badge, Button } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubViewportWidth } from '../../../test/viewport';
import type { SortState } from '../SortHeader';
import { DataTable } from './DataTable';
import type { MaybeColumn } from './dataColumns';
import { OpenButton } from './OpenButton';

type Person = { id: number; names: string; lastNames: string; dni: string; phone: string };
type Order = 'names' | 'dni';

const people: Person[] = [
  { id: 1, names: 'Ana', lastNames: 'Mora', dni: 'V-12345678', phone: '0414-1234567' },
  { id: 2, names: 'Luis', lastNames: 'Rangel', dni: 'V-20111222', phone: '0412-7654321' },
];

function columns(onCharge: (person: Person) => void): MaybeColumn<Person, Order>[] {
  return [
    { key: 'names', label: 'Nombres', sortBy: 'names', card: 'title', cell: (p) => p.names },
    { key: 'lastNames', label: 'Apellidos', card: 'title', cell: (p) => p.lastNames },
    { key: 'dni', label: 'Cédula', sortBy: 'dni', card: 'fact', cell: (p) => p.dni },
    { key: 'phone', label: 'Teléfono', cell: (p) => p.phone },
    false,
    {
      key: 'status',
      label: 'Estado',
      card: 'status',
      cell: (p) => <Badge>{`Certificado 100012${p.id} pendiente de pago`}</Badge>,
    },
    {
      key: 'actions',
      label: 'Acciones',
      card: 'action',
      cell: (p) => (
        <Button aria-label={`Cobrar a ${p.names}`} onClick={() => onCharge(p)}>
          Cobrar
        </Button>
      ),
    },
  ];
}

function renderList(options: { sort?: SortState<Order>; onOpen?: (person: Person) => void } = {}) {
  const onSort = vi.fn();
  const onCharge = vi.fn();
  renderWithProviders(
    <DataTable
      rows={people}
      rowKey={(person) => person.id}
      columns={columns(onCharge)}
      minWidth={900}
      sort={options.sort}
      onSort={onSort}
      onOpen={options.onOpen}
    />,
  );
  return { onSort, onCharge };
}

const cardOf = (name: string) =>
  within(
    screen.getAllByRole('listitem').find((card) => within(card).queryByText(name)) as HTMLElement,
  );

describe('DataTable (decision 0068)', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('is a table with every column from Mantine’s sm breakpoint up', () => {
    restore = stubViewportWidth(768);
    const { onSort } = renderList({ sort: { order_by: 'names', order_direction: 'asc' } });
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nombres',
      'Apellidos',
      'Cédula',
      'Teléfono',
      'Estado',
      'Acciones',
    ]);
    expect(screen.getByRole('cell', { name: '0414-1234567' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Cédula' }));
    expect(onSort).toHaveBeenCalledWith('dni');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('on a 360 px phone makes each row a card: title, status, facts and action in sight', () => {
    restore = stubViewportWidth(360);
    const { onCharge } = renderList();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const card = cardOf('Luis');
    expect(card.getByText('Rangel')).toBeVisible();
    // The status badge carries its whole fact, and wraps rather than cutting it with an ellipsis.
    const badge = card.getByText('Certificado 1000122 pendiente de pago');
    expect(badge).toBeVisible();
    expect(badge).toHaveStyle({ whiteSpace: 'normal', overflow: 'visible' });
    expect(badge).not.toHaveStyle({ textOverflow: 'ellipsis' });
    // Key facts are named; a column with no part on the card stays in the table only.
    expect(card.getByRole('term')).toHaveTextContent('Cédula');
    expect(card.getByRole('definition')).toHaveTextContent('V-20111222');
    expect(card.queryByText('0412-7654321')).not.toBeInTheDocument();
    const charge = card.getByRole('button', { name: 'Cobrar a Luis' });
    expect(charge).toBeVisible();
    fireEvent.click(charge);
    expect(onCharge).toHaveBeenCalledWith(people[1]);
  });

  it('offers the sortable columns and the direction on a phone, through the same onSort', () => {
    restore = stubViewportWidth(360);
    const { onSort } = renderList({ sort: { order_by: 'names', order_direction: 'asc' } });
    const order = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(order).toHaveValue('names');
    expect(
      within(order)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nombres', 'Cédula']);
    fireEvent.change(order, { target: { value: 'dni' } });
    expect(onSort).toHaveBeenLastCalledWith('dni');
    fireEvent.click(
      screen.getByRole('button', { name: 'Orden ascendente: cambiar a descendente' }),
    );
    expect(onSort).toHaveBeenLastCalledWith('names');
  });

  it('names a default order by a column it does not show', () => {
    restore = stubViewportWidth(360);
    renderList({ sort: { order_by: 'createdAt' as Order, order_direction: 'desc' } });
    const order = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(within(order).getByRole('option', { selected: true })).toHaveTextContent(
      'Orden predeterminado',
    );
    expect(screen.getByRole('button', { name: /^Orden descendente/ })).toHaveTextContent(
      'Descendente',
    );
  });

  it('opens a card’s item on a tap, and once from its Ver button', () => {
    restore = stubViewportWidth(360);
    const onOpen = vi.fn();
    renderWithProviders(
      <DataTable
        rows={people}
        rowKey={(person) => person.id}
        columns={[
          { key: 'names', label: 'Nombres', card: 'title', cell: (p: Person) => p.names },
          {
            key: 'open',
            label: 'Acciones',
            card: 'action',
            cell: (p: Person) => (
              <OpenButton onOpen={() => onOpen(p)} view="Ver" openLabel={`Ver a ${p.names}`} />
            ),
          },
        ]}
        minWidth={600}
        onOpen={onOpen}
      />,
    );
    fireEvent.click(screen.getByText('Ana'));
    expect(onOpen).toHaveBeenLastCalledWith(people[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Ver a Luis' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenLastCalledWith(people[1]);
  });
});
