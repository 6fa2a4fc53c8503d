import { apiPath, apiPaths, type OperativeApplicant, pathTo } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import type { ApiCall } from '../../../test/apiStub';
import { dayFromToday, typeDay } from '../../../test/dates';
import { stubDownloads } from '../../../test/downloads';
import { renderRoutes } from '../../../test/render';
import {
  applicants,
  callsTo,
  certificateFor,
  type FieldStub,
  signInDoctor,
  stubFieldApi,
} from '../testOperativeField';
import { OperativeApplicantsPage } from './OperativeApplicantsPage';

const PAGE = pathTo('listPreRegister');
const issues = (calls: ApiCall[]) => callsTo(calls, apiPaths.createCertifieldsVial, 'POST');
const rowOf = (name: string) =>
  within(screen.getByRole('cell', { name }).closest('tr') as HTMLElement);
type Dialog = ReturnType<typeof within>;
const fieldOf = (dialog: Dialog, label: RegExp) => dialog.getByLabelText(label) as HTMLInputElement;

/** Issuing answers the certificate of whoever the body serves, on serial 1500. */
const issuing: FieldStub = {
  issue: (call) => {
    const id = (call.body as { preRegisterId: number }).preRegisterId;
    const applicant = applicants.find((one) => one.id === id) as OperativeApplicant;
    return { status: 201, body: { data: certificateFor(applicant, 1500) } };
  },
  // The printout: any bytes do, the page hands them to the browser.
  other: () => ({ body: '%PDF' }),
};

async function renderPage() {
  signInDoctor();
  const calls = stubFieldApi(issuing);
  renderRoutes([{ path: PAGE, element: <OperativeApplicantsPage /> }], {
    initialPath: `${PAGE}?operativo=9`,
  });
  await screen.findByRole('cell', { name: 'Luis Rangel' });
  return calls;
}

/** The applicant's "Emitir", and the dialog it opens. */
async function emitir(name: string): Promise<Dialog> {
  fireEvent.click(rowOf(name).getByRole('button', { name: `Emitir el certificado de ${name}` }));
  return within(await screen.findByRole('dialog'));
}

/** Place and due date typed, then "Emitir certificado": the one call it makes. */
async function issue(calls: ApiCall[], dialog: Dialog) {
  fireEvent.change(fieldOf(dialog, /^Lugar de expedición/), { target: { value: 'Mérida' } });
  typeDay(fieldOf(dialog, /^Fecha de vencimiento/), dayFromToday(2).typed);
  fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
  await waitFor(() => expect(issues(calls)).toHaveLength(1));
  return issues(calls)[0]?.body;
}

describe('an unpaid applicant at the operative (decision 0065)', { timeout: 60_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('warns before the form: charge first, or issue without payment saying why', async () => {
    const calls = await renderPage();
    expect(rowOf('Luis Rangel').getByText('Pendiente de pago')).toBeInTheDocument();
    const dialog = await emitir('Luis Rangel');
    expect(dialog.getByText('Luis Rangel no ha pagado')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Cobrar primero' }).getAttribute('href')).toBe(
      `${pathTo('payment')}?operativo=9&solicitud=12`,
    );
    // No form yet: nothing can be issued from here, not even with the keyboard.
    expect(dialog.queryByLabelText(/^Serial/)).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir sin pago' }));
    expect(await dialog.findByText('Elija el motivo para emitir sin pago')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('radio', { name: 'Otro motivo' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir sin pago' }));
    expect(await dialog.findByText(/^Explique el motivo/)).toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Serial/)).not.toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText(/^Detalle/), {
      target: { value: 'Jornada gratuita de la alcaldía' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir sin pago' }));
    expect(await dialog.findByText('Se emitirá sin pago · Otro motivo')).toBeInTheDocument();
    await waitFor(() => expect(fieldOf(dialog, /^Serial/).value).toBe('1500'));
    expect(await issue(calls, dialog)).toMatchObject({
      preRegisterId: 12,
      operativeId: 9,
      withoutPayment: { reason: 'other', note: 'Jornada gratuita de la alcaldía' },
    });
  });

  it('opens the form straight away for a paid applicant, sending no reason', async () => {
    const calls = await renderPage();
    expect(rowOf('Ana Mora').getByText('Pagado')).toBeInTheDocument();
    const dialog = await emitir('Ana Mora');
    expect(dialog.queryByText(/no ha pagado/)).not.toBeInTheDocument();
    await waitFor(() => expect(fieldOf(dialog, /^Serial/).value).toBe('1500'));
    const body = await issue(calls, dialog);
    expect(body).toMatchObject({ preRegisterId: 13 });
    expect(body).not.toHaveProperty('withoutPayment');
  });

  it('suggests the due date from the grade and the age, and keeps one the doctor typed', async () => {
    await renderPage();
    const dialog = await emitir('Ana Mora');
    // Grade 4 (professional), 36 years old: three years at most.
    const due = () => fieldOf(dialog, /^Fecha de vencimiento/).value;
    await waitFor(() => expect(due()).toBe(dayFromToday(3).typed));
    expect(dialog.getByText(/^Sugerida: la vigencia máxima para el grado 4 a los/)).toBeVisible();
    // Grade 3: five years; the suggestion follows while the doctor has not typed one.
    fireEvent.change(fieldOf(dialog, /^Grado/), { target: { value: '3' } });
    await waitFor(() => expect(due()).toBe(dayFromToday(5).typed));
    typeDay(fieldOf(dialog, /^Fecha de vencimiento/), dayFromToday(2).typed);
    fireEvent.change(fieldOf(dialog, /^Grado/), { target: { value: '4' } });
    await waitFor(() => expect(dialog.getByText(/para el grado 4/)).toBeVisible());
    expect(due()).toBe(dayFromToday(2).typed);
  });

  it('offers Imprimir once issued, and on the rows already certified', async () => {
    const { createObjectURL } = stubDownloads();
    const opened = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', opened);
    const calls = await renderPage();
    const dialog = await emitir('Ana Mora');
    await waitFor(() => expect(fieldOf(dialog, /^Serial/).value).toBe('1500'));
    await issue(calls, dialog);
    const notice = await screen.findByRole('button', { name: 'Imprimir (A4)' });
    expect(screen.getAllByText('Certificado 1500 emitido').length).toBeGreaterThan(0);
    fireEvent.click(notice);
    const pdf = apiPath('certifieldPdf', { id: 613 });
    await waitFor(() => expect(callsTo(calls, pdf)).toHaveLength(1));
    // José Peña was certified before (serial 1400, certificate 400).
    fireEvent.click(
      rowOf('José Peña').getByRole('button', { name: 'Imprimir el certificado de José Peña' }),
    );
    const served = apiPath('certifieldPdf', { id: 400 });
    await waitFor(() => expect(callsTo(calls, served)).toHaveLength(1));
    expect(new URL(callsTo(calls, served)[0]?.url ?? '', 'http://x').search).toBe('?paper=A4');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(2));
    expect(createObjectURL).toHaveBeenCalledTimes(2);
  });
});
