import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { COLOR_SCHEME_COOKIE, cookieColorSchemeManager } from './colorSchemeCookie';

describe('ColorSchemeToggle', () => {
  afterEach(() => {
    cookieColorSchemeManager().clear();
  });

  it('switches between light and dark and remembers the choice in the cookie', () => {
    renderWithProviders(<ColorSchemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Cambiar modo de color' });

    fireEvent.click(toggle);
    expect(document.cookie).toContain(`${COLOR_SCHEME_COOKIE}=dark`);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');

    fireEvent.click(toggle);
    expect(document.cookie).toContain(`${COLOR_SCHEME_COOKIE}=light`);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('starts from the stored preference', () => {
    cookieColorSchemeManager().set('dark');
    renderWithProviders(<ColorSchemeToggle />);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});
