import { addDays } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { dayFromToday, typeDay } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { roadLot, signInRoad } from '../../../test/roadFixtures';
import { deferred, loadingOverlay } from '../../../test/waiting';
import { CertificatesListPage } from '../pages/certificatesPages';
import { certificateOf, pageOf, withCertificatesReference } from '../testCertificates';

// Issued today, due in two years: within every validity cap (decision 0048).
const ISSUED = dayFromToday(0);
const DUE = dayFromToday(2);

const medic = {
  id: 9,
  dni: '14555666',
  nationality: 'V',
  names: 'Carmen',
  lastNames: 'Quintero',
  genders: 'F',
  phone: null,
  dateBirth: null,
  specialty: 'Medicina General',
  healthNumber: null,
  type: 'medic',
  academicDegree: null,
  createdBy: null,
  createdAt: '2024-03-05T14:30:00.000Z',
  schoolNumbers: [
    {
      id: 31,
      registerId: 9,
      state: 'VE-L',
      schoolNumber: '4521',
      registerDate: '2015-06-01',
      currentSolvency: '2099-12-31',
      solvency: 'Sí',
      medicVial: false,
      licenseNumber: null,
      typeCertifields: [],
      grades: [],
      specialGrades: [],
      createdAt: '2024-03-05T14:30:00.000Z',
    },
  ],
};

/** Serial 1500 is free in Mérida's lot, 1501 is taken, 5 is in no lot, 3000 is Miranda's. */
function serialReply(url: string): ApiReply {
  const serial = new URL(url, 'http://x').searchParams.get('serial');
  if (serial === '5') return { body: { data: { lot: null, certificateId: null } } };
  if (serial === '1501') return { body: { data: { lot: roadLot, certificateId: 77 } } };
  if (serial === '3000')
    return { body: { data: { lot: { ...roadLot, state: 'VE-M' }, certificateId: null } } };
  return { body: { data: { lot: roadLot, certificateId: null } } };
}

type Reply = () => ApiReply | Promise<ApiReply>;

async function openForm(onSave: Reply, schoolNumberId: number | null = null, onList?: Reply) {
  signInRoad('President', schoolNumberId, 'medic');
  const calls = stubApi(
    withCertificatesReference((call) => {
      if (call.url.startsWith('/api/certifields/searchSerialInLote')) return serialReply(call.url);
      if (call.url.startsWith('/api/register/search')) return { body: { data: [medic] } };
      if (call.method !== 'GET') return onSave();
      return onList === undefined ? pageOf([]) : onList();
    }),
  );
  renderWithProviders(<CertificatesListPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Emitir certificado' }));
  const dialog = within(await screen.findByRole('dialog'));
  return { calls, dialog };
}

type Dialog = Awaited<ReturnType<typeof openForm>>['dialog'];
const type = (dialog: Dialog, label: RegExp, value: string) =>
  fireEvent.change(dialog.getByLabelText(label), { target: { value } });

async function fill(dialog: Dialog, typeName: string, pickIssuer = true) {
  if (pickIssuer) {
    type(dialog, /^Cédula del médico/, '14555666');
    fireEvent.click(dialog.getByRole('button', { name: 'Buscar médico' }));
    fireEvent.click(
      await dialog.findByLabelText(/Carmen Quintero · N.º 4521 · Mérida · Solvente: Sí/),
    );
  }
  type(dialog, /^Serial/, '1500');
  type(dialog, /^Cédula \*?$/, '20111222');
  type(dialog, /^Nombres/, 'Lu1s');
  type(dialog, /^Apellidos/, 'Rangel');
  typeDay(dialog.getByLabelText(/^Fecha de nacimiento/), '10/01/1990');
  type(dialog, /^Ocupación/, 'Chofer');
  type(dialog, /^Lugar de expedición/, 'Mérida');
  typeDay(dialog.getByLabelText(/^Fecha de expedición/), ISSUED.typed);
  typeDay(dialog.getByLabelText(/^Fecha de vencimiento/), DUE.typed);
  type(dialog, /^Grado/, '3');
  type(dialog, /^Tipo de certificado/, typeName);
}

const saves = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('issue form', { timeout: 15_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('shows the date limits of decision 0048 before sending: 30 days back, the validity cap', async () => {
    const { calls, dialog } = await openForm(() => ({
      status: 201,
      body: { data: certificateOf() },
    }));
    await fill(dialog, 'Renovación');
    type(dialog, /^Serial/, '1500');
    const back = addDays(ISSUED.iso, -31);
    typeDay(
      dialog.getByLabelText(/^Fecha de expedición/),
      `${back.slice(8, 10)}/${back.slice(5, 7)}/${back.slice(0, 4)}`,
    );
    typeDay(dialog.getByLabelText(/^Fecha de vencimiento/), dayFromToday(6).typed);
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    expect(
      await dialog.findByText(/no puede ser anterior al .* \(30 días antes de hoy\)/),
    ).toBeInTheDocument();
    expect(dialog.getByText(/la vigencia máxima es de 5 años/)).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
  });

  it('checks the serial against the lots as it is typed', async () => {
    const { dialog } = await openForm(() => apiError('INTERNAL_ERROR'));
    type(dialog, /^Serial/, '1500');
    expect(await dialog.findByText('Lote TP-0042 (Mérida) · libre')).toBeInTheDocument();
    type(dialog, /^Serial/, '1501');
    expect(await dialog.findByText('Serial ya usado')).toBeInTheDocument();
    type(dialog, /^Serial/, '5');
    expect(await dialog.findByText('No pertenece a ningún lote')).toBeInTheDocument();
    type(dialog, /^Serial/, '3000');
    expect(await dialog.findByText('Lote de otro estado (Miranda)')).toBeInTheDocument();
  });

  it('shows and requires rules and observations for Especial only, then sends the payload', async () => {
    const { calls, dialog } = await openForm(() => ({
      status: 201,
      body: { data: certificateOf() },
    }));
    await fill(dialog, 'Renovación');
    expect(dialog.queryByLabelText(/^Observaciones/)).not.toBeInTheDocument();
    type(dialog, /^Tipo de certificado/, 'Especial');
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    expect(await dialog.findByText('Seleccione al menos una restricción')).toBeInTheDocument();
    expect(dialog.getByText('Escriba las observaciones')).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);

    type(dialog, /^Tipo especial/, 'Visión monocular');
    type(dialog, /^Observaciones/, 'Control anual');
    const rules = dialog
      .getAllByLabelText(/^Restricciones/)
      .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden');
    if (rules === undefined) throw new Error('no rules input');
    fireEvent.click(rules);
    fireEvent.click(await screen.findByRole('option', { name: 'Debe usar lentes correctivos' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({ url: '/api/certifields/createCertifields' });
    expect(saves(calls)[0]?.body).toEqual({
      serial: 1500,
      schoolNumberId: 31,
      nationality: 'V',
      dni: '20111222',
      names: 'Lus',
      lastNames: 'Rangel',
      birthDate: '1990-01-10',
      occupation: 'Chofer',
      stateOrigin: null,
      place: 'Mérida',
      expeditionDate: ISSUED.iso,
      dueDate: DUE.iso,
      grade: '3',
      typeCertifields: 'Especial',
      typeSpecial: 'Visión monocular',
      rules: ['LENTES'],
      observations: 'Control anual',
      glasses: null,
      bloodType: null,
    });
  });

  it('lets a medic signed in with their own college number issue without picking one', async () => {
    const { calls, dialog } = await openForm(
      () => ({ status: 201, body: { data: certificateOf() } }),
      31,
    );
    expect(dialog.queryByRole('button', { name: 'Buscar médico' })).not.toBeInTheDocument();
    expect(dialog.getByText(/Emite con su propio número de colegio/)).toBeInTheDocument();
    await fill(dialog, 'Renovación', false);
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({ serial: 1500, typeCertifields: 'Renovación' });
    expect(saves(calls)[0]?.body).not.toHaveProperty('schoolNumberId');
  });

  it('shows a refusal of the own college number where the issuer would be picked', async () => {
    const message = 'Solvencia vencida el 14/06/2026';
    const { dialog } = await openForm(
      () => apiError('MEDIC_NOT_SOLVENT', { errors: [{ field: 'schoolNumberId', message }] }),
      31,
    );
    await fill(dialog, 'Renovación', false);
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(message);
    expect(alertsMock.errorAlert).not.toHaveBeenCalled();
  });

  it('keeps the loading overlay up while issuing, not while the list refreshes after', async () => {
    const saved = deferred<ApiReply>();
    const refreshed = deferred<ApiReply>();
    let issued = false;
    const { calls, dialog } = await openForm(
      () => saved.promise,
      null,
      () => (issued ? refreshed.promise : pageOf([])),
    );
    await fill(dialog, 'Renovación');
    expect(loadingOverlay()).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(loadingOverlay()).toBeInTheDocument();

    issued = true;
    const listCallsBefore = calls.length;
    saved.resolve({ body: { data: certificateOf() } });
    await waitFor(() => expect(calls.length).toBeGreaterThan(listCallsBefore));
    expect(calls.at(-1)?.method).toBe('GET');
    await waitFor(() => expect(loadingOverlay()).not.toBeInTheDocument());
    refreshed.resolve(pageOf([certificateOf()]));
  });

  it.each([
    ['MEDIC_NOT_SOLVENT', 'schoolNumberId', 'Número de colegio que firma', 'Solvencia vencida'],
    ['MEDIC_NOT_ENABLED', 'grade', 'Grado', 'El médico no está habilitado para el grado 3'],
    ['SERIAL_TAKEN', 'serial', 'Serial', 'El serial 1500 ya está en otro certificado'],
  ] as const)('puts %s under the field the API names (%s)', async (code, field, label, message) => {
    const { dialog } = await openForm(() => apiError(code, { errors: [{ field, message }] }));
    await fill(dialog, 'Renovación');
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    const shown = await dialog.findByText(message);
    const input =
      field === 'schoolNumberId'
        ? dialog.getByRole('radiogroup', { name: new RegExp(`^${label}`) })
        : dialog.getByLabelText(new RegExp(`^${label}`));
    expect(input.getAttribute('aria-describedby')).toContain(shown.id);
    expect(alertsMock.errorAlert).not.toHaveBeenCalled();
  });
});
