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
    expect(screen.getByRole('textbox', { name: 'Estado' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /Filtros/ })).toBeNull();
  });

  it('folds them behind one button on a phone, saying how many are set', async () => {
    restore = stubViewportWidth(360);
    renderWithProviders(filters);
    const button = screen.getByRole('button', { name: 'Filtros (2)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Estado' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('textbox', { name: 'Estado' })).toBeDefined();
  });

  it('says only "Filtros" when none is set', () => {
    restore = stubViewportWidth(360);
    renderWithProviders(
      <FiltersPanel count={0}>
        <input aria-label="Estado" />
      </FiltersPanel>,
    );
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeDefined();
  });

  it('reads media queries as a screen of that width would', () => {
    expect(widthMatches('(max-width: 47.99375em)', 360)).toBe(true);
    expect(widthMatches('(max-width: 47.99375em)', 768)).toBe(false);
    expect(widthMatches('(min-width: 768px)', 768)).toBe(true);
    expect(widthMatches('(prefers-color-scheme: dark)', 360)).toBe(false);
  });
});
