import { MantineProvider, TextInput } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeLanguage, i18n } from '../i18n/i18n';
import { FormModal } from '../ui/FormModal';
import { focusFirstError } from './focusFirstError';
import { forgetDraft } from './formDraft';
import { useZodForm } from './useZodForm';

const schema = z.object({ names: z.string() });

function NameForm() {
  const form = useZodForm({ initialValues: { names: '' }, schema });
  return <TextInput label="Name" {...form.inputProps('names')} />;
}

// The app's own i18n instance, the one the language menu changes.
function renderInApp() {
  return render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <FormModal opened onClose={() => {}} title="Person" draftKey="texts:person">
          <NameForm />
        </FormModal>
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('the form texts follow the language menu', { timeout: 15_000 }, () => {
  afterEach(async () => {
    forgetDraft('texts:person');
    await changeLanguage('es', i18n);
  });

  it('asks the discard question in Spanish by default and in the chosen language', async () => {
    const first = renderInApp();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: '¿Descartar los cambios?' })).toBeInTheDocument();
    expect(screen.getByText('Lo que escribió en este formulario se perderá.')).toBeInTheDocument();
    first.unmount();

    await changeLanguage('en', i18n);
    renderInApp();
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });

  it('names the field to check in the chosen language', async () => {
    await changeLanguage('de', i18n);
    render(
      <form>
        <input aria-label="Name" aria-invalid="true" />
      </form>,
    );
    focusFirstError(screen.getByLabelText('Name').closest('form'));
    expect(screen.getByRole('alert')).toHaveTextContent('Prüfen Sie das Feld „Name“');
  });
});
