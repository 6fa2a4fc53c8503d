import { apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import { dayFromToday, typeDay } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { RoadCertificatesListPage } from '../pages/certificatesPages';
import { certificateOf } from '../testCertificates';
import { callsTo, signInRoad, stubRoadApi } from '../testRoadCertificates';

type Stub = Parameters<typeof stubRoadApi>[0];

/** The road list with its issue dialog open, the offered serial in place. */
async function openIssueDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Emitir certificado' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Emitir certificado' }));
  await waitFor(() => expect(field(dialog, /^Serial/).value).not.toBe(''));
  return dialog;
}

function renderList(stub: Stub = {}) {
  const calls = stubRoadApi(stub);
  const page = renderWithProviders(<RoadCertificatesListPage />);
  return { calls, page };
}

type Dialog = Awaited<ReturnType<typeof openIssueDialog>>;
const field = (dialog: Dialog, label: RegExp) => dialog.getByLabelText(label) as HTMLInputElement;
const type = (dialog: Dialog, label: RegExp, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });
const pressEsc = (dialog: Dialog) =>
  fireEvent.keyDown(field(dialog, /^Nombres/), { key: 'Escape' });
const discardQuestion = () => screen.queryByRole('dialog', { name: '¿Descartar los cambios?' });
const issueDialog = () => screen.queryByRole('dialog', { name: 'Emitir certificado' });

// Decision 0067: the issue dialog is a FormModal, its draft never holding the serial.
describe('road medicine issue dialog drafts', { timeout: 30_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('keeps what was typed but the serial, and asks before Esc loses it', async () => {
    signInRoad();
    const { page } = renderList({ nextSerials: [1500, 1502] });
    let dialog = await openIssueDialog();
    // The offered serial is the form's doing, not the doctor's: nothing to lose.
    pressEsc(dialog);
    await waitFor(() => expect(issueDialog()).not.toBeInTheDocument());
    expect(discardQuestion()).not.toBeInTheDocument();

    dialog = await openIssueDialog();
    type(dialog, /^Serial/, '1777');
    type(dialog, /^Cédula \*?$/, '20111222');
    type(dialog, /^Nombres/, 'Luis');
    typeDay(field(dialog, /^Fecha de nacimiento/), '31/02/1990');
    pressEsc(dialog);
    expect(discardQuestion()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(discardQuestion()).not.toBeInTheDocument());
    expect(field(dialog, /^Nombres/).value).toBe('Luis');
    // The page goes away without a discard (a link, the back button).
    page.unmount();

    renderList({ nextSerials: [1502] });
    dialog = await openIssueDialog();
    expect(field(dialog, /^Nombres/).value).toBe('Luis');
    expect(field(dialog, /^Cédula \*?$/).value).toBe('20111222');
    expect(field(dialog, /^Fecha de nacimiento/).value).toBe('31/02/1990');
    // The serial typed before may be someone else's by now: a fresh one is offered.
    expect(field(dialog, /^Serial/).value).toBe('1502');
  });

  it('drops the draft once the certificate is issued', async () => {
    signInRoad();
    const issued = certificateOf({ id: 900, serial: 1500, names: 'Luis', lastNames: 'Rangel' });
    const { calls } = renderList({
      nextSerials: [1500, 1502],
      write: () => ({ status: 201, body: { data: issued } }),
    });
    let dialog = await openIssueDialog();
    type(dialog, /^Cédula \*?$/, '20111222');
    type(dialog, /^Nombres/, 'Luis');
    type(dialog, /^Apellidos/, 'Rangel');
    typeDay(field(dialog, /^Fecha de nacimiento/), '10/01/1990');
    type(dialog, /^Lugar de expedición/, 'Mérida');
    typeDay(field(dialog, /^Fecha de expedición/), dayFromToday(0).typed);
    typeDay(field(dialog, /^Fecha de vencimiento/), dayFromToday(2).typed);
    type(dialog, /^Grado/, '3');
    type(dialog, /^Tipo de certificado/, 'Renovación');
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    expect(await dialog.findByText('Certificado 1500 emitido')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.createCertifieldsVial, 'POST')).toHaveLength(1);
    // Ready for the next driver, with nothing of the last one's to lose: Esc closes at once.
    await waitFor(() => expect(field(dialog, /^Serial/).value).toBe('1502'));
    pressEsc(dialog);
    await waitFor(() => expect(issueDialog()).not.toBeInTheDocument());
    expect(discardQuestion()).not.toBeInTheDocument();
    dialog = await openIssueDialog();
    expect(field(dialog, /^Nombres/).value).toBe('');
    expect(field(dialog, /^Cédula \*?$/).value).toBe('');
  });
});
