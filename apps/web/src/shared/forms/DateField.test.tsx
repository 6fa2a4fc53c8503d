import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useEnglishBrowser } from '../../test/dates';
import { renderWithProviders } from '../../test/render';
import { DateField } from './DateField';

function renderField(initial = '') {
  const changes: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <DateField
        label="Fecha de expedición"
        value={value}
        onChange={(day) => {
          changes.push(day);
          setValue(day);
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { changes, input: screen.getByLabelText<HTMLInputElement>('Fecha de expedición') };
}

describe('DateField', () => {
  useEnglishBrowser();

  it('takes 25/11/2026 typed by keyboard as the ISO day and keeps showing it DD/MM/YYYY', () => {
    const { changes, input } = renderField();
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe('DD/MM/AAAA');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '25/11/2026' } });
    expect(changes).toEqual(['2026-11-25']);
    fireEvent.blur(input);
    expect(input.value).toBe('25/11/2026');
  });

  it('shows a saved ISO day as DD/MM/YYYY on a Spanish calendar', () => {
    const { input } = renderField('2024-03-05');
    expect(input.value).toBe('05/03/2024');
    fireEvent.click(input);
    expect(screen.getByText('marzo 2024')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
  });

  it('hands on nothing for a day that does not exist, and restores the last good one', () => {
    const { changes, input } = renderField('2024-03-05');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '31/02/2026' } });
    expect(changes).toEqual([]);
    fireEvent.blur(input);
    expect(input.value).toBe('05/03/2024');
  });

  it('empties the value when the text is deleted', () => {
    const { changes, input } = renderField('2024-03-05');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    expect(changes).toEqual(['']);
  });
});
