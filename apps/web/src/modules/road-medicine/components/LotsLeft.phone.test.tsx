import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubViewportWidth } from '../../../test/viewport';
import { LotsLeft } from './LotsLeft';

const lot = {
  id: 4,
  numberTP: 'TP-0042',
  initialNumber: 1001,
  finalNumber: 2000,
  used: 310,
  free: 690,
};

describe('Seriales disponibles on a 360 px phone (decision 0068)', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('shows each lot as a card with its range, used and free serials', () => {
    restore = stubViewportWidth(360);
    renderWithProviders(<LotsLeft lots={[lot, { ...lot, id: 5, numberTP: 'TP-0043' }]} />);
    const card = within(screen.getByText('TP-0042').closest('li') as HTMLElement);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('Seriales').nextElementSibling?.textContent).toBe('1001 al 2000');
    expect(card.getByText('Usados').nextElementSibling?.textContent).toBe('310');
    expect(card.getByText('Disponibles').nextElementSibling?.textContent).toBe('690');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
