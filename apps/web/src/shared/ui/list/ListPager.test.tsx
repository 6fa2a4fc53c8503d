import { LIST_DEPTH_CAP } from '@aptovial/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ListPager } from './ListPager';

const HINT = 'Más de 10.000 resultados: filtre por fecha.';
const LIMIT = 10;
/** The last page with fewer than LIST_DEPTH_CAP rows before it (1.000 at 10 a page). */
const LAST_FROM_START = LIST_DEPTH_CAP / LIMIT;

/** The pager of `total` rows at page `current`; `deepPages` null: a list with no advice of its own. */
function pager(total: number, current: number, deepPages: string | null = HINT) {
  const onPage = vi.fn();
  renderWithProviders(
    <ListPager
      page={{ page: current, total, limit: LIMIT }}
      summary={(pages) => `Página ${current} de ${pages}`}
      current={current}
      onPage={onPage}
      {...(deepPages === null ? {} : { deepPages })}
    />,
  );
  return onPage;
}
const pageButton = (number: number) =>
  screen.getByRole('button', { name: String(number) }) as HTMLButtonElement;

describe('ListPager of a list with capped depth (decision 0054)', () => {
  it('offers the pages within the cap of each end, not the middle, and says how to go on', () => {
    // 25.000 rows: pages 1 to 1.000 from the start, 1.501 to 2.500 from the end.
    const onPage = pager(25_000, LAST_FROM_START);
    expect(screen.getByRole('note').textContent).toBe(HINT);
    expect(pageButton(LAST_FROM_START - 1)).toBeEnabled();
    expect(pageButton(LAST_FROM_START + 1)).toBeDisabled();
    expect(pageButton(2_500)).toBeEnabled();
    const next = screen.getAllByRole('button').at(-1) as HTMLButtonElement;
    expect(next).toBeDisabled();
    fireEvent.click(pageButton(LAST_FROM_START + 1));
    expect(onPage).not.toHaveBeenCalled();
    fireEvent.click(pageButton(2_500));
    expect(onPage).toHaveBeenCalledWith(2_500);
  });

  it('goes back from the first page of the end only towards the end', () => {
    pager(25_000, 1_501);
    expect(pageButton(1_500)).toBeDisabled();
    expect(pageButton(1_502)).toBeEnabled();
    expect(screen.getAllByRole('button')[0]).toBeDisabled();
  });

  it('offers every page of a list that has no middle, and says nothing of it', () => {
    pager(20_000, LAST_FROM_START);
    expect(pageButton(LAST_FROM_START + 1)).toBeEnabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('caps a small list too (lots, payments, users...), with the general advice', () => {
    // Every server list refuses pages deep from both ends: offering them would answer 422.
    pager(25_000, LAST_FROM_START, null);
    expect(pageButton(LAST_FROM_START + 1)).toBeDisabled();
    expect(pageButton(2_500)).toBeEnabled();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Más de 10.000 resultados: solo se recorren las primeras y las últimas páginas. Filtre la lista para ver el resto.',
    );
  });
});
