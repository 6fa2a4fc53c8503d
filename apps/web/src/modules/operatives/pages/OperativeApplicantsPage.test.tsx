import { apiPath, apiPaths, type OperativeApplicant, pathTo } from '@aptovial/shared';
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
  type FieldStub,
  operativeOf,
  press,
  queryOf,
  signInDoctor,
  stubFieldApi,
} from '../testOperativeField';
import { OperativeApplicantsPage } from './OperativeApplicantsPage';

const PAGE = pathTo('listPreRegister');
const listPath = apiPath('operativeApplicants', { id: 9 });
const lists = (calls: ApiCall[]) => callsTo(calls, listPath);
const issues = (calls: ApiCall[]) => callsTo(calls, apiPaths.createCertifieldsVial, 'POST');

function renderPage(search = '?operativo=9', stub: FieldStub = {}) {
  const calls = stubFieldApi(stub);
  const { router } = renderRoutes([{ path: PAGE, element: <OperativeApplicantsPage /> }], {
    initialPath: `${PAGE}${search}`,
  });
  return { calls, router };
}

/** The API as it is at the table: each certificate issued serves its applicant from then on. */
function servingApi(): FieldStub {
  const served = new Map<number, OperativeApplicant>();
  let serial = 1500;
  const now = () => applicants.map((one) => served.get(one.id) ?? one);
  return {
    list: () => ({ body: { data: now(), total: 4, page: 1, limit: 10 } }),
    issue: (call) => {
      const id = (call.body as { preRegisterId: number }).preRegisterId;
      const applicant = now().find((one) => one.id === id) as OperativeApplicant;
      const certificate = certificateFor(applicant, serial);
      served.set(id, { ...applicant, certificateId: certificate.id, serial: String(serial) });
      serial += 1;
      return { status: 201, body: { data: certificate } };
    },
  };
}

const rowOf = (name: string) =>
  within(screen.getByRole('cell', { name }).closest('tr') as HTMLElement);
const focusedName = () =>
  (document.activeElement as HTMLElement | null)?.getAttribute('aria-label');

/** What the focused field is called (its label, without the required mark). */
function focusedLabel(): string {
  const focused = document.activeElement as HTMLElement;
  const label = focused.id === '' ? null : document.querySelector(`label[for="${focused.id}"]`);
  return (label?.textContent ?? '').replace(/\s*\*$/, '').trim();
}

/** Enter, field after field, typing only the due date: the rest came from the applicant. */
async function issueByKeyboard(calls: ApiCall[], dialog: ReturnType<typeof within>) {
  const before = issues(calls).length;
  await waitFor(() => expect(focusedLabel()).toBe('Serial'));
  await waitFor(() =>
    expect((dialog.getByLabelText(/^Serial/) as HTMLInputElement).value).not.toBe(''),
  );
  for (let step = 0; step < 25 && issues(calls).length === before; step += 1) {
    if (focusedLabel() === 'Fecha de vencimiento') {
      typeDay(document.activeElement as HTMLElement, dayFromToday(2).typed);
    }
    press('Enter');
    // A person's next key comes after the page has answered this one.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await waitFor(() => expect(issues(calls)).toHaveLength(before + 1));
}

describe('lista-pre-registros at an operative (decision 0025)', { timeout: 30_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('shows where each applicant stands and what can be done for them', async () => {
    signInDoctor();
    const { calls } = renderPage();
    expect(
      await screen.findByText('Operativo de Alberto Adriani, 05/03/2026 al 06/03/2026'),
    ).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Luis Rangel' });
    expect(rowOf('Luis Rangel').getByText('Pendiente de pago')).toBeInTheDocument();
    expect(rowOf('Ana Mora').getByText('Pagado')).toBeInTheDocument();
    expect(rowOf('José Peña').getByText('Certificado 1400')).toBeInTheDocument();
    expect(rowOf('Luis Rangel').getByText(/^Cuarto grado .*, Tercer grado /)).toBeInTheDocument();
    // Cobrar only for who has not paid; Emitir for who has no certificate yet.
    const charge = rowOf('Luis Rangel').getByRole('link', { name: 'Cobrar a Luis Rangel' });
    expect(charge.getAttribute('href')).toBe(`${pathTo('payment')}?operativo=9&solicitud=12`);
    expect(rowOf('Ana Mora').queryByRole('link', { name: /^Cobrar/ })).not.toBeInTheDocument();
    expect(
      rowOf('Ana Mora').getByRole('button', { name: 'Emitir el certificado de Ana Mora' }),
    ).toBeInTheDocument();
    expect(rowOf('José Peña').queryByRole('button', { name: /^Emitir/ })).not.toBeInTheDocument();
    expect(screen.getByText('Sin certificado en esta página: 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pagos del operativo' }).getAttribute('href')).toBe(
      `${pathTo('listPaymentC2p')}?operativo=9`,
    );
    expect(queryOf(lists(calls)[0])).toEqual({
      page: '1',
      limit: '10',
      order_by: 'createdAt',
      order_direction: 'desc',
    });
  });

  it('sends the status filter and the search, and keeps them in the address', async () => {
    signInDoctor();
    const { calls, router } = renderPage();
    await screen.findByRole('cell', { name: 'Luis Rangel' });
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'paid' } });
    await waitFor(() => expect(queryOf(lists(calls).at(-1))).toMatchObject({ status: 'paid' }));
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: ' Rangel ' } });
    await waitFor(() =>
      expect(queryOf(lists(calls).at(-1))).toMatchObject({ status: 'paid', q: 'Rangel' }),
    );
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({ operativo: '9', status: 'paid', q: 'Rangel' });
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe('?operativo=9'));
  });

  it('issues from the applicant at the operative, then the focus waits on the next one', {
    timeout: 60_000,
  }, async () => {
    signInDoctor();
    const { calls } = renderPage('?operativo=9', servingApi());
    await screen.findByRole('cell', { name: 'Luis Rangel' });
    // Alt+N: the first applicant without a certificate, from anywhere on the page. He has not
    // paid: he is issued without payment, exonerated (decision 0065).
    press('n', { altKey: true, code: 'KeyN' });
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(await dialog.findByRole('radio', { name: 'Exonerado del pago' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir sin pago' }));
    expect(
      await dialog.findByText('Datos copiados de la solicitud Nº 12: el certificado la atenderá.'),
    ).toBeInTheDocument();
    expect(((await dialog.findByLabelText(/^Cédula \*?$/)) as HTMLInputElement).value).toBe(
      '20111222',
    );
    await issueByKeyboard(calls, dialog);
    expect(issues(calls)[0]?.body).toMatchObject({
      serial: 1500,
      operativeId: 9,
      preRegisterId: 12,
      nationality: 'V',
      dni: '20111222',
      names: 'Luis',
      lastNames: 'Rangel',
      birthDate: '1990-01-10',
      place: 'Alberto Adriani',
      dueDate: dayFromToday(2).iso,
      grade: '4',
      typeCertifields: 'Renovación',
      withoutPayment: { reason: 'exonerated', note: null },
    });
    // The form closes, the row says Certificado, and Enter goes on to Ana Mora's form.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(focusedName()).toBe('Emitir el certificado de Ana Mora'));
    expect(rowOf('Luis Rangel').getByText('Certificado 1500')).toBeInTheDocument();
    press('Enter');
    const next = within(await screen.findByRole('dialog'));
    expect((next.getByLabelText(/^Cédula \*?$/) as HTMLInputElement).value).toBe('18000111');
    await issueByKeyboard(calls, next);
    expect(issues(calls)[1]?.body).toMatchObject({ operativeId: 9, preRegisterId: 13 });
    // Ana Mora had paid: no reason asked, none sent.
    expect(issues(calls)[1]?.body).not.toHaveProperty('withoutPayment');
    // José Peña is already certified: Rosa Díaz is next.
    await waitFor(() => expect(focusedName()).toBe('Emitir el certificado de Rosa Díaz'));
    press('Enter');
    await screen.findByRole('dialog');
    press('Escape');
    // Closed without issuing: back on her button.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(focusedName()).toBe('Emitir el certificado de Rosa Díaz'));
    expect(issues(calls)).toHaveLength(2);
  });

  it('only lists while the operative is not in progress, and says why', async () => {
    signInDoctor();
    const { calls } = renderPage('?operativo=9', { operative: operativeOf({ status: 'Pending' }) });
    await screen.findByRole('cell', { name: 'Luis Rangel' });
    expect(screen.getByText(/Inicie el operativo para cobrar y emitir/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cobrar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Emitir/ })).not.toBeInTheDocument();
    press('n', { altKey: true, code: 'KeyN' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(issues(calls)).toEqual([]);
  });

  it('without an operative offers the doctor the ones in progress and pending', async () => {
    signInDoctor();
    const history = (call: ApiCall) => {
      const status = queryOf(call).status;
      const operative = operativeOf({
        id: status === 'InProgress' ? 9 : 10,
        status: status === 'InProgress' ? 'InProgress' : 'Pending',
        municipalityName: status === 'InProgress' ? 'Alberto Adriani' : 'Campo Elías',
      });
      return { body: { data: [operative], total: 1, page: 1, limit: 20 } };
    };
    const { calls, router } = renderPage('', { history });
    const current = await screen.findByRole('link', {
      name: 'Alberto Adriani, 05/03/2026 al 06/03/2026 · En progreso',
    });
    expect(
      screen.getByRole('link', { name: 'Campo Elías, 05/03/2026 al 06/03/2026 · Pendiente' }),
    ).toBeInTheDocument();
    const asked = callsTo(calls, apiPaths.operativeHistory).map((call) => queryOf(call).status);
    expect(asked.sort()).toEqual(['InProgress', 'Pending']);
    expect(lists(calls)).toEqual([]);
    fireEvent.click(current);
    await screen.findByRole('cell', { name: 'Luis Rangel' });
    expect(router.state.location.search).toBe('?operativo=9');
  });

  it('lets an account without a college number charge, not issue', async () => {
    signInDoctor('Admin', null);
    renderPage();
    await screen.findByRole('cell', { name: 'Luis Rangel' });
    expect(screen.getByRole('link', { name: 'Cobrar a Luis Rangel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Emitir/ })).not.toBeInTheDocument();
  });

  it('tells a session of another module why, asking nothing', async () => {
    signInDoctor('Admin', null, 'medic');
    const { calls } = renderPage();
    expect(await screen.findByText('Esta página es de Medicina Vial')).toBeInTheDocument();
    expect(lists(calls)).toEqual([]);
    expect(callsTo(calls, apiPath('operativeDetails', { id: 9 }))).toEqual([]);
  });
});
