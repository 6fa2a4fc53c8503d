import { apiPaths, type OperativeApplicant, pathTo } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import type { ApiCall } from '../../../test/apiStub';
import { dayFromToday, typeDay } from '../../../test/dates';
import { renderRoutes } from '../../../test/render';
import {
  applicants,
  callsTo,
  certificateFor,
  signInDoctor,
  stubFieldApi,
} from '../testOperativeField';
import { OperativeApplicantsPage } from './OperativeApplicantsPage';

const PAGE = pathTo('listPreRegister');
const issues = (calls: ApiCall[]) => callsTo(calls, apiPaths.createCertifieldsVial, 'POST');
type Dialog = ReturnType<typeof within>;
const fieldOf = (dialog: Dialog, label: RegExp) => dialog.getByLabelText(label) as HTMLInputElement;
const discardQuestion = () => screen.queryByRole('dialog', { name: '¿Descartar los cambios?' });

/** The page at operative 9; issuing answers the certificate of whoever the body serves. */
async function renderPage() {
  const calls = stubFieldApi({
    issue: (call) => {
      const id = (call.body as { preRegisterId: number }).preRegisterId;
      const applicant = applicants.find((one) => one.id === id) as OperativeApplicant;
      return { status: 201, body: { data: certificateFor(applicant, 1500) } };
    },
  });
  const page = renderRoutes([{ path: PAGE, element: <OperativeApplicantsPage /> }], {
    initialPath: `${PAGE}?operativo=9`,
  });
  await screen.findByRole('cell', { name: 'Ana Mora' });
  return { calls, page };
}

/** Ana Mora (paid) has her form open at once, on the serial offered. */
async function openAnasForm(): Promise<Dialog> {
  fireEvent.click(screen.getByRole('button', { name: 'Emitir el certificado de Ana Mora' }));
  const dialog = within(await screen.findByRole('dialog'));
  await waitFor(() => expect(fieldOf(dialog, /^Serial/).value).not.toBe(''));
  return dialog;
}

// Decision 0067: the issue dialog at an operative is a FormModal, one draft per applicant.
describe('issuing at an operative keeps a draft per applicant', { timeout: 30_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('finds what was typed on coming back, but a fresh serial; issued, nothing is kept', async () => {
    signInDoctor();
    const first = await renderPage();
    let dialog = await openAnasForm();
    fireEvent.change(fieldOf(dialog, /^Serial/), { target: { value: '1777' } });
    fireEvent.change(fieldOf(dialog, /^Ocupación/), { target: { value: 'Chofer' } });
    typeDay(fieldOf(dialog, /^Fecha de vencimiento/), dayFromToday(2).typed);
    // Esc asks before the typing is lost.
    fireEvent.keyDown(fieldOf(dialog, /^Ocupación/), { key: 'Escape' });
    expect(discardQuestion()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(discardQuestion()).not.toBeInTheDocument());
    // The doctor leaves the page another way, then comes back.
    first.page.unmount();

    const second = await renderPage();
    const { calls } = second;
    dialog = await openAnasForm();
    expect(fieldOf(dialog, /^Ocupación/).value).toBe('Chofer');
    expect(fieldOf(dialog, /^Fecha de vencimiento/).value).toBe(dayFromToday(2).typed);
    expect(fieldOf(dialog, /^Cédula \*?$/).value).toBe('18000111');
    // The serial typed before may be another's by now: the next free one is offered instead.
    expect(fieldOf(dialog, /^Serial/).value).toBe('1500');
    fireEvent.change(fieldOf(dialog, /^Lugar de expedición/), { target: { value: 'Mérida' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    await waitFor(() => expect(issues(calls)).toHaveLength(1));
    expect(issues(calls)[0]?.body).toMatchObject({ preRegisterId: 13, occupation: 'Chofer' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Issued: no draft of it is left behind (a list that still offers her shows it).
    second.page.unmount();
    await renderPage();
    dialog = await openAnasForm();
    expect(fieldOf(dialog, /^Ocupación/).value).toBe('');
  });
});
