import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { CollegeUsersListPage } from '../pages/usersPages';
import { pageOf, userOf, withReference } from '../testUsers';

// The users' form dialogs are FormModals (decision 0067): Esc asks before losing what was typed,
// and a draft survives leaving the page and coming back.

async function openPage() {
  useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'President' }));
  stubApi(withReference(() => pageOf([userOf()])));
  const { router } = renderRoutes([
    { path: '/', element: <CollegeUsersListPage /> },
    { path: '/otra', element: <p>Otra página</p> },
  ]);
  await screen.findByText('Rondón');
  return router;
}

async function openDialog(button: string, title: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
}

const pressEsc = (target: Element) => fireEvent.keyDown(target, { key: 'Escape' });
const question = () => screen.queryByRole('dialog', { name: '¿Descartar los cambios?' });

describe('user form drafts', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('asks before Esc loses a change; keeping edits keeps it, discarding closes', async () => {
    await openPage();
    const dialog = await openDialog('Crear usuario', 'Crear usuario');
    const names = dialog.getByLabelText(/^Nombres/);
    fireEvent.change(names, { target: { value: 'Carmen' } });
    pressEsc(names);
    expect(question()).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(question()).not.toBeInTheDocument();
    expect(dialog.getByLabelText(/^Nombres/)).toHaveValue('Carmen');

    pressEsc(dialog.getByLabelText(/^Nombres/));
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Discarded: the next create starts empty, and Esc closes it at once.
    const again = await openDialog('Crear usuario', 'Crear usuario');
    expect(again.getByLabelText(/^Nombres/)).toHaveValue('');
    pressEsc(again.getByLabelText(/^Nombres/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('restores the draft after leaving the page without discarding, per dialog', async () => {
    const router = await openPage();
    const created = await openDialog('Crear usuario', 'Crear usuario');
    fireEvent.change(created.getByLabelText(/^Nombres/), { target: { value: 'Carmen' } });
    fireEvent.change(created.getByLabelText(/^Correo/), {
      target: { value: 'carmen@example.com' },
    });

    await act(() => router.navigate('/otra'));
    expect(screen.getByText('Otra página')).toBeInTheDocument();
    await act(() => router.navigate('/'));
    await screen.findByText('Rondón');

    const restored = await openDialog('Crear usuario', 'Crear usuario');
    expect(restored.getByLabelText(/^Nombres/)).toHaveValue('Carmen');
    expect(restored.getByLabelText(/^Correo/)).toHaveValue('carmen@example.com');
    pressEsc(restored.getByLabelText(/^Nombres/));
    expect(question()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    fireEvent.click(
      screen
        .getByRole('dialog', { name: 'Crear usuario' })
        .querySelector('button.mantine-Modal-close') as Element,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));

    // Editing Luis is another dialog: it has its own values, not the create's draft.
    const edit = await openDialog('Editar a Luis Rondón', 'Editar usuario');
    expect(edit.getByLabelText(/^Nombres/)).toHaveValue('Luis');
  });
});
