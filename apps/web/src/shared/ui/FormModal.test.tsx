import { Button, TextInput } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render';
import { DateField } from '../forms/DateField';
import { forgetDraft } from '../forms/formDraft';
import { useZodForm } from '../forms/useZodForm';
import { FormModal } from './FormModal';

const schema = z.object({ names: z.string().min(1), password: z.string(), birth: z.string() });

function PersonForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm({ initialValues: { names: '', password: '', birth: '' }, schema });
  return (
    <form onSubmit={form.onSubmit(onDone)} noValidate>
      <TextInput label="Nombres" {...form.inputProps('names')} />
      <TextInput label="Contraseña" {...form.inputProps('password')} />
      <DateField
        label="Fecha de nacimiento"
        value={form.values.birth}
        onChange={(day) => form.setValue('birth', day)}
      />
      <button type="submit">Guardar registro</button>
    </form>
  );
}

function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Crear registro</Button>
      <FormModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Crear registro"
        draftKey="people:new"
      >
        {opened && <PersonForm onDone={() => setOpened(false)} />}
      </FormModal>
    </>
  );
}

const open = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Crear registro' }));
  return within(screen.getByRole('dialog', { name: 'Crear registro' }));
};
const pressEsc = (target: Element) => fireEvent.keyDown(target, { key: 'Escape' });
const discardQuestion = () => screen.queryByRole('dialog', { name: '¿Descartar los cambios?' });

// Each test opens one or two dialogs and a calendar: a few seconds on a busy two-core machine.
describe('FormModal', { timeout: 15_000 }, () => {
  afterEach(() => forgetDraft('people:new'));

  it('closes at once when nothing was typed', () => {
    renderWithProviders(<Page />);
    const dialog = open();
    pressEsc(dialog.getByLabelText('Nombres'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Esc on an open date picker closes the picker and keeps the dialog and what was typed', () => {
    renderWithProviders(<Page />);
    const dialog = open();
    fireEvent.change(dialog.getByLabelText('Nombres'), { target: { value: 'Íñigo' } });
    const birth = dialog.getByLabelText('Fecha de nacimiento');
    fireEvent.click(birth);
    expect(birth).toHaveAttribute('data-mantine-stop-propagation', 'true');
    pressEsc(birth);
    expect(discardQuestion()).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Crear registro' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Nombres')).toHaveValue('Íñigo');
  });

  it('asks "¿Descartar los cambios?" before Esc or the × close a dialog with changes', () => {
    renderWithProviders(<Page />);
    const dialog = open();
    fireEvent.change(dialog.getByLabelText('Nombres'), { target: { value: 'Íñigo' } });
    pressEsc(dialog.getByLabelText('Nombres'));
    const question = discardQuestion();
    expect(question).toBeInTheDocument();
    // Esc on the question closes the question alone: the innermost layer.
    pressEsc(within(question as HTMLElement).getByRole('button', { name: 'Seguir editando' }));
    expect(discardQuestion()).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Nombres')).toHaveValue('Íñigo');

    const closeButton = screen
      .getByRole('dialog', { name: 'Crear registro' })
      .querySelector('button.mantine-Modal-close');
    fireEvent.click(closeButton as Element);
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Discarded is gone: the dialog opens empty.
    expect(open().getByLabelText('Nombres')).toHaveValue('');
  });

  it('restores a draft when the same dialog opens again, never its password', () => {
    const first = renderWithProviders(<Page />);
    const dialog = open();
    fireEvent.change(dialog.getByLabelText('Nombres'), { target: { value: 'Íñigo José' } });
    fireEvent.change(dialog.getByLabelText('Contraseña'), { target: { value: 'secreta-123' } });
    const birth = dialog.getByLabelText('Fecha de nacimiento');
    fireEvent.change(birth, { target: { value: '31/02/1990' } });
    fireEvent.blur(birth);
    // The page goes away without a discard (a link, the back button, an expired session).
    first.unmount();

    renderWithProviders(<Page />);
    const again = open();
    expect(again.getByLabelText('Nombres')).toHaveValue('Íñigo José');
    expect(again.getByLabelText('Fecha de nacimiento')).toHaveValue('31/02/1990');
    expect(again.getByLabelText('Contraseña')).toHaveValue('');
    // Still a change worth asking about.
    pressEsc(again.getByLabelText('Nombres'));
    expect(discardQuestion()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
  });

  it('a saved form leaves no draft behind', () => {
    renderWithProviders(<Page />);
    const dialog = open();
    fireEvent.change(dialog.getByLabelText('Nombres'), { target: { value: 'Carmen' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar registro' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open().getByLabelText('Nombres')).toHaveValue('');
  });
});
