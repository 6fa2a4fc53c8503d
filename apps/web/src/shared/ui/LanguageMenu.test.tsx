import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LANGUAGE_COOKIE, rememberLanguage } from '../i18n/languageCookie';
import { LandingHeader } from './LandingHeader';

function forgetLanguage() {
  rememberLanguage(null);
  document.documentElement.lang = 'es';
}

describe('LanguageMenu', () => {
  afterEach(forgetLanguage);

  it('is Spanish when no language was chosen', () => {
    renderWithProviders(<LandingHeader mode="colegio" />);
    expect(screen.getByRole('combobox', { name: 'Cambiar idioma' })).toHaveValue('es');
    expect(screen.getByText('Colegio de Médicos')).toBeInTheDocument();
    expect(document.cookie).not.toContain(LANGUAGE_COOKIE);
  });

  it('names every language in itself', () => {
    renderWithProviders(<LandingHeader mode="colegio" />);
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.text, option.lang])).toEqual([
      ['es', 'Español', 'es'],
      ['en', 'English', 'en'],
      ['de', 'Deutsch', 'de'],
      ['fr', 'Français', 'fr'],
      ['it', 'Italiano', 'it'],
      ['ja', '日本語', 'ja'],
      ['pt', 'Português', 'pt'],
      ['zh', '中文', 'zh'],
    ]);
  });

  it('changes the texts at once and keeps the choice in the cookie', async () => {
    renderWithProviders(<LandingHeader mode="colegio" />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Cambiar idioma' }), {
      target: { value: 'en' },
    });

    expect(await screen.findByText('Medical College')).toBeInTheDocument();
    expect(screen.queryByText('Colegio de Médicos')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle colour scheme' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Change language' })).toHaveValue('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
    expect(document.documentElement.lang).toBe('en');
  });

  it('goes back to Spanish from another language', async () => {
    renderWithProviders(<LandingHeader mode="medicVial" />);
    const menu = screen.getByRole('combobox', { name: 'Cambiar idioma' });
    fireEvent.change(menu, { target: { value: 'de' } });
    await waitFor(() => expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=de`));
    fireEvent.change(menu, { target: { value: 'es' } });

    expect(await screen.findByText('Medicina Vial')).toBeInTheDocument();
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`);
  });
});
