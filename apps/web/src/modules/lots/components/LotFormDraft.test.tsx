import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { LotsListPage } from '../pages/lotsPages';
import { lotOf, lotsPageOf, withLotsReference } from '../testLots';

// The lot dialogs are FormModals (decision 0067): Esc asks before losing what was typed, and a
// draft survives leaving the page and coming back.

async function openPage() {
  useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
  stubApi(withLotsReference(() => lotsPageOf([lotOf()])));
  const { router } = renderRoutes([
    { path: '/', element: <LotsListPage /> },
    { path: '/otra', element: <p>Otra página</p> },
  ]);
  await screen.findByText('TP-0042');
  return router;
}

async function openDialog(button: string, title: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
}

const pressEsc = (target: Element) => fireEvent.keyDown(target, { key: 'Escape' });
const question = () => screen.queryByRole('dialog', { name: '¿Descartar los cambios?' });

describe('lot form drafts', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('asks before Esc loses a change; keeping edits keeps it, discarding closes', async () => {
    await openPage();
    const dialog = await openDialog('Crear lote', 'Crear lote');
    const tp = dialog.getByLabelText(/^Número de TP/);
    fireEvent.change(tp, { target: { value: 'TP-0077' } });
    pressEsc(tp);
    expect(question()).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(question()).not.toBeInTheDocument();
    expect(dialog.getByLabelText(/^Número de TP/)).toHaveValue('TP-0077');

    pressEsc(dialog.getByLabelText(/^Número de TP/));
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const again = await openDialog('Crear lote', 'Crear lote');
    expect(again.getByLabelText(/^Número de TP/)).toHaveValue('');
  });

  it('restores an edit draft after leaving the page without discarding', async () => {
    const router = await openPage();
    const edit = await openDialog('Editar el lote 1001–2000', 'Editar lote');
    fireEvent.change(edit.getByLabelText(/^Número final/), { target: { value: '2500' } });
    fireEvent.change(edit.getByLabelText(/^Número de TP/), { target: { value: 'TP-0099' } });

    await act(() => router.navigate('/otra'));
    expect(screen.getByText('Otra página')).toBeInTheDocument();
    await act(() => router.navigate('/'));
    await screen.findByText('TP-0042');

    const restored = await openDialog('Editar el lote 1001–2000', 'Editar lote');
    expect(restored.getByLabelText(/^Número inicial/)).toHaveValue('1001');
    expect(restored.getByLabelText(/^Número final/)).toHaveValue('2500');
    expect(restored.getByLabelText(/^Número de TP/)).toHaveValue('TP-0099');
    pressEsc(restored.getByLabelText(/^Número de TP/));
    expect(question()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The edit's draft is the lot's own: creating a lot starts empty.
    const created = await openDialog('Crear lote', 'Crear lote');
    expect(created.getByLabelText(/^Número de TP/)).toHaveValue('');
  });
});
