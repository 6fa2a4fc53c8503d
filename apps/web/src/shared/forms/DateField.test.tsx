import { Modal, TextInput } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useEnglishBrowser } from '../../test/dates';
import { renderWithProviders } from '../../test/render';
import { DateField } from './DateField';
import { enterMovesOn } from './keyboardForm';

function renderField(initial = '', { inDialog = false } = {}) {
  const changes: string[] = [];
  let closes = 0;
  function Harness() {
    const [value, setValue] = useState(initial);
    const field = (
      <DateField
        label="Fecha de expedición"
        clearable
        value={value}
        onChange={(day) => {
          changes.push(day);
          setValue(day);
        }}
      />
    );
    if (!inDialog) return field;
    return (
      <Modal opened title="Crear registro" onClose={() => (closes += 1)}>
        {field}
      </Modal>
    );
  }
  renderWithProviders(<Harness />);
  return {
    changes,
    closes: () => closes,
    input: screen.getByLabelText<HTMLInputElement>('Fecha de expedición'),
  };
}

/** A keyboard form (keyboardForm's rules): a field, the date field, another field, the button. */
function renderKeyboardForm() {
  const changes: string[] = [];
  let sent = 0;
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <form
        onKeyDown={enterMovesOn}
        onSubmit={(event) => {
          event.preventDefault();
          sent += 1;
        }}
      >
        <TextInput label="Apellidos" />
        <DateField
          label="Fecha de nacimiento"
          value={value}
          onChange={(day) => {
            changes.push(day);
            setValue(day);
          }}
        />
        <TextInput label="Ocupación" />
        <button type="submit">Emitir</button>
      </form>
    );
  }
  renderWithProviders(<Harness />);
  return {
    changes,
    sent: () => sent,
    input: screen.getByLabelText<HTMLInputElement>('Fecha de nacimiento'),
  };
}

const enterOnFocused = () =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Enter' });

// Each test opens a Mantine calendar, a few seconds on a busy two-core machine.
describe('DateField', { timeout: 15_000 }, () => {
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

  it('reads 5/3/2024 back as 05/03/2024 when the person leaves the field', () => {
    const { changes, input } = renderField();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '5/3/2024' } });
    fireEvent.blur(input);
    expect(changes).toEqual(['2024-03-05']);
    expect(input.value).toBe('05/03/2024');
  });

  it('shows a saved ISO day as DD/MM/YYYY on a Spanish calendar, and picks from it', () => {
    const { changes, input } = renderField('2024-03-05');
    expect(input.value).toBe('05/03/2024');
    fireEvent.click(input);
    expect(screen.getByText('marzo 2024')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '12 marzo 2024' }));
    expect(changes).toEqual(['2024-03-12']);
    expect(input.value).toBe('12/03/2024');
  });

  it('keeps 31/02/1990 as typed, hands the text on, and says that day does not exist', () => {
    const { changes, input } = renderField('2024-03-05');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '31/02/1990' } });
    expect(changes).toEqual(['31/02/1990']);
    // While typing the field says nothing; leaving it shows why the day is refused.
    expect(screen.queryByText('31/02/1990 no existe')).not.toBeInTheDocument();
    fireEvent.blur(input);
    expect(input.value).toBe('31/02/1990');
    expect(screen.getByText('31/02/1990 no existe')).toBeInTheDocument();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/AAAA-MM-DD/)).not.toBeInTheDocument();
  });

  it('asks for DD/MM/AAAA when the text is not a day at all', () => {
    const { input } = renderField();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '31-02' } });
    fireEvent.blur(input);
    expect(input.value).toBe('31-02');
    expect(screen.getByText('Escriba la fecha como DD/MM/AAAA')).toBeInTheDocument();
  });

  it('empties the value when the text is deleted or cleared', () => {
    const { changes, input } = renderField('2024-03-05');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    expect(changes).toEqual(['']);
    fireEvent.change(input, { target: { value: '01/01/2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Borrar fecha' }));
    expect(changes.at(-1)).toBe('');
    expect(input.value).toBe('');
  });

  it('Esc on the open calendar closes the calendar and keeps the dialog around it', () => {
    const { closes, input } = renderField('2024-03-05', { inDialog: true });
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(input);
    expect(screen.getByText('marzo 2024')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(closes()).toBe(0);
    expect(dialog.getByLabelText('Fecha de expedición')).toHaveProperty('value', '05/03/2024');
    // With the calendar closed, the next Esc is the dialog's.
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(closes()).toBe(1);
  });

  it('arrived at by Enter, stays closed; Enter hands the typed day on and moves to the next field', () => {
    const { changes, sent, input } = renderKeyboardForm();
    screen.getByLabelText('Apellidos').focus();
    enterOnFocused();
    expect(document.activeElement).toBe(input);
    // Arriving opens no calendar over the next fields.
    expect(screen.queryByRole('button', { name: 'Mes siguiente' })).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: '5/3/1990' } });
    enterOnFocused();
    expect(changes.at(-1)).toBe('1990-03-05');
    expect(input.value).toBe('05/03/1990');
    expect(document.activeElement).toBe(screen.getByLabelText('Ocupación'));
    expect(sent()).toBe(0);
  });

  it('with its calendar open, Enter still moves on to the next field, never into the calendar', () => {
    const { changes, input } = renderKeyboardForm();
    input.focus();
    fireEvent.click(input);
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '31/02/1990' } });
    enterOnFocused();
    expect(document.activeElement).toBe(screen.getByLabelText('Ocupación'));
    expect(screen.queryByRole('button', { name: 'Mes siguiente' })).not.toBeInTheDocument();
    // A day that does not exist is kept as typed, with its reason, as on leaving by Tab.
    expect(changes.at(-1)).toBe('31/02/1990');
    expect(input.value).toBe('31/02/1990');
    expect(screen.getByText('31/02/1990 no existe')).toBeInTheDocument();
  });

  it('opens the calendar from its button, out of the Tab order, with the focus in the input', () => {
    const { changes, input } = renderField('2024-03-05');
    const button = screen.getByRole('button', { name: 'Abrir calendario' });
    expect(button.tabIndex).toBe(-1);
    fireEvent.click(button);
    expect(document.activeElement).toBe(input);
    fireEvent.click(screen.getByRole('button', { name: '12 marzo 2024' }));
    expect(changes).toEqual(['2024-03-12']);
    expect(screen.queryByText('marzo 2024')).not.toBeInTheDocument();
    expect(input.value).toBe('12/03/2024');
  });
});
