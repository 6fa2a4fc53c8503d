import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubViewportWidth, widthMatches } from '../../../test/viewport';
import { FiltersPanel } from './FiltersPanel';

const filters = (
  <FiltersPanel count={2}>
    <label>
      Estado
      <input />
    </label>
  </FiltersPanel>
);

describe('FiltersPanel', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('shows the filters as they are from Mantine’s sm breakpoint up', () => {
    restore = stubViewportWidth(768);
    renderWithProviders(filters);
    expect(screen.getByRole('textbox', { name: 'Estado' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filtros/ })).not.toBeInTheDocument();
  });

  it('folds them behind one button on a phone, saying how many are set', async () => {
    restore = stubViewportWidth(360);
    renderWithProviders(filters);
    const button = screen.getByRole('button', { name: 'Filtros (2)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Estado' })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('textbox', { name: 'Estado' })).toBeVisible();
  });

  it('says only "Filtros" when none is set', () => {
    restore = stubViewportWidth(360);
    renderWithProviders(
      <FiltersPanel count={0}>
        <input aria-label="Estado" />
      </FiltersPanel>,
    );
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
  });

  it('reads media queries as a screen of that width would', () => {
    expect(widthMatches('(max-width: 47.99375em)', 360)).toBe(true);
    expect(widthMatches('(max-width: 47.99375em)', 768)).toBe(false);
    expect(widthMatches('(min-width: 768px)', 768)).toBe(true);
    expect(widthMatches('(prefers-color-scheme: dark)', 360)).toBe(false);
  });
});
