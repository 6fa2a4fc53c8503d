import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { CertificatesListPage } from '../pages/certificatesPages';
import { certificateOf, pageOf, withCertificatesReference } from '../testCertificates';

vi.mock(
  '../../../shared/ui/alerts',
  async () => (await import('../../../test/alertsMock')).alertsMock,
);

const lot = {
  id: 3,
  state: 'VE-L',
  initialNumber: 1001,
  finalNumber: 2000,
  numberTP: 'TP-0042',
  used: 1,
  free: 999,
  createdBy: null,
  createdAt: '2024-03-05T14:30:00.000Z',
  updatedAt: '2024-03-05T14:30:00.000Z',
};
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
  if (serial === '1501') return { body: { data: { lot, certificateId: 77 } } };
  if (serial === '3000')
    return { body: { data: { lot: { ...lot, state: 'VE-M' }, certificateId: null } } };
  return { body: { data: { lot, certificateId: null } } };
}

async function openForm(onSave: () => ApiReply, schoolNumberId: number | null = null) {
  useSessionStore
    .getState()
    .signIn(verifiedSessionOf({ type: 'medic', rol: 'President', state: 'VE-L', schoolNumberId }));
  const calls = stubApi(
    withCertificatesReference((call) => {
      if (call.url.startsWith('/api/certifields/searchSerialInLote')) return serialReply(call.url);
      if (call.url.startsWith('/api/register/search')) return { body: { data: [medic] } };
      return call.method === 'GET' ? pageOf([]) : onSave();
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
  type(dialog, /^Fecha de nacimiento/, '1990-01-10');
  type(dialog, /^Ocupación/, 'Chofer');
  type(dialog, /^Lugar de expedición/, 'Mérida');
  type(dialog, /^Fecha de expedición/, '2024-03-05');
  type(dialog, /^Fecha de vencimiento/, '2029-03-05');
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

  it('checks the serial against the lots as it is typed', async () => {
    const { dialog } = await openForm(() => ({ status: 500 }));
    type(dialog, /^Serial/, '1500');
    expect(await dialog.findByText('Lote TP-0042 (Mérida) · libre')).toBeDefined();
    type(dialog, /^Serial/, '1501');
    expect(await dialog.findByText('Serial ya usado')).toBeDefined();
    type(dialog, /^Serial/, '5');
    expect(await dialog.findByText('No pertenece a ningún lote')).toBeDefined();
    type(dialog, /^Serial/, '3000');
    expect(await dialog.findByText('Lote de otro estado (Miranda)')).toBeDefined();
  });

  it('shows and requires rules and observations for Especial only, then sends the payload', async () => {
    const { calls, dialog } = await openForm(() => ({
      status: 201,
      body: { data: certificateOf() },
    }));
    await fill(dialog, 'Renovación');
    expect(dialog.queryByLabelText(/^Observaciones/)).toBeNull();
    type(dialog, /^Tipo de certificado/, 'Especial');
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    expect(await dialog.findByText('Seleccione al menos una restricción')).toBeDefined();
    expect(dialog.getByText('Escriba las observaciones')).toBeDefined();
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
      expeditionDate: '2024-03-05',
      dueDate: '2029-03-05',
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
    expect(dialog.queryByRole('button', { name: 'Buscar médico' })).toBeNull();
    expect(dialog.getByText(/Emite con su propio número de colegio/)).toBeDefined();
    await fill(dialog, 'Renovación', false);
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({ serial: 1500, typeCertifields: 'Renovación' });
    expect(saves(calls)[0]?.body).not.toHaveProperty('schoolNumberId');
  });

  it('shows the server’s MEDIC_NOT_SOLVENT under the issuing medic', async () => {
    const message = 'El médico no está solvente con el Colegio';
    const { dialog } = await openForm(() => apiError(409, 'MEDIC_NOT_SOLVENT', message));
    await fill(dialog, 'Renovación');
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    expect(await dialog.findByText(message)).toBeDefined();
  });
});
