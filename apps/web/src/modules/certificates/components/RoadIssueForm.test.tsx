import { apiPaths, errorMessages } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiReply, apiError } from '../../../test/apiStub';
import { dayFromToday, typeDay } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { RoadCertificatesListPage } from '../pages/certificatesPages';
import { certificateOf } from '../testCertificates';
import { callsTo, previousOf, signInRoad, stubRoadApi } from '../testRoadCertificates';

// Issued today, due in two years: within every validity cap (decision 0048).
const ISSUED = dayFromToday(0);
const DUE = dayFromToday(2);

type Stub = Parameters<typeof stubRoadApi>[0];

async function openForm(stub: Stub = {}) {
  signInRoad();
  const calls = stubRoadApi(stub);
  renderWithProviders(<RoadCertificatesListPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Emitir certificado' }));
  const dialog = within(await screen.findByRole('dialog'));
  return { calls, dialog };
}

type Dialog = Awaited<ReturnType<typeof openForm>>['dialog'];
const field = (dialog: Dialog, label: RegExp) => dialog.getByLabelText(label) as HTMLInputElement;
const type = (dialog: Dialog, label: RegExp, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });
const issues = (calls: ReturnType<typeof stubRoadApi>) =>
  callsTo(calls, apiPaths.createCertifieldsVial, 'POST');

/** What the focused field is called (its label, without the required mark). */
function focusedLabel(): string {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) return '';
  const label = focused.id === '' ? null : document.querySelector(`label[for="${focused.id}"]`);
  return (label?.textContent ?? focused.textContent ?? '').replace(/\s*\*$/, '').trim();
}

/** Types into the focused field and presses Enter, as a person at the keyboard does. */
function typeAndEnter(value?: string) {
  const focused = document.activeElement as HTMLInputElement;
  if (value !== undefined) {
    if (focused.placeholder === 'DD/MM/AAAA') typeDay(focused, value);
    else fireEvent.change(focused, { target: { value } });
  }
  fireEvent.keyDown(focused, { key: 'Enter' });
}

/** The offered serial is selected, so typing the printed one replaces it. */
function expectSelected(input: HTMLInputElement) {
  expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
}

async function fill(dialog: Dialog) {
  type(dialog, /^Cédula \*?$/, '20111222');
  type(dialog, /^Nombres/, 'Luis');
  type(dialog, /^Apellidos/, 'Rangel');
  typeDay(field(dialog, /^Fecha de nacimiento/), '10/01/1990');
  type(dialog, /^Lugar de expedición/, 'Mérida');
  typeDay(field(dialog, /^Fecha de expedición/), ISSUED.typed);
  typeDay(field(dialog, /^Fecha de vencimiento/), DUE.typed);
  type(dialog, /^Grado/, '3');
  type(dialog, /^Tipo de certificado/, 'Renovación');
}

describe('road medicine issue form', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('offers the next free serial, then says in Spanish whether a typed one may be used', async () => {
    const { calls, dialog } = await openForm();
    await waitFor(() => expect(field(dialog, /^Serial/).value).toBe('1500'));
    expect(dialog.getByText(/Siguiente serial libre de su lote TP-0042/)).toBeInTheDocument();
    expect(await dialog.findByText('Lote TP-0042 (Mérida) · libre')).toBeInTheDocument();
    type(dialog, /^Serial/, '1501');
    expect(await dialog.findByText('Serial ya usado')).toBeInTheDocument();
    type(dialog, /^Serial/, '3000');
    expect(await dialog.findByText('Lote de otro estado (Miranda)')).toBeInTheDocument();
    type(dialog, /^Serial/, '5');
    expect(await dialog.findByText('No pertenece a ningún lote')).toBeInTheDocument();
    // Road medicine's own check, never the college's.
    expect(callsTo(calls, apiPaths.searchSerialInLote)).toEqual([]);
    expect(callsTo(calls, apiPaths.searchSerialInLoteVial).length).toBeGreaterThan(0);
  });

  it('says when no free serial is left to offer', async () => {
    const { dialog } = await openForm({ nextSerials: [null] });
    expect(await dialog.findByText(/No quedan seriales libres/)).toBeInTheDocument();
    expect(field(dialog, /^Serial/).value).toBe('');
  });

  it("copies the driver's previous certificate into the form", async () => {
    const { calls, dialog } = await openForm({ previous: previousOf() });
    type(dialog, /^Cédula \*?$/, '20111222');
    const copy = await dialog.findByRole('button', {
      name: 'Copiar datos del certificado anterior (serial 1400, 05/03/2023)',
    });
    expect(callsTo(calls, apiPaths.previousCertificateVial).at(-1)?.url).toBe(
      `${apiPaths.previousCertificateVial}?dni=20111222&nationality=V`,
    );
    fireEvent.click(copy);
    expect(field(dialog, /^Nombres/).value).toBe('Luis');
    expect(field(dialog, /^Apellidos/).value).toBe('Rangel');
    expect(field(dialog, /^Fecha de nacimiento/).value).toBe('10/01/1990');
    expect(field(dialog, /^Ocupación/).value).toBe('Chofer');
    expect(field(dialog, /^Estado de origen/).value).toBe('VE-L');
    expect(field(dialog, /^Grado/).value).toBe('4');
    expect(field(dialog, /^Tipo de certificado/).value).toBe('Renovación');
    expect(field(dialog, /^Usa lentes/).value).toBe('true');
    expect(field(dialog, /^Tipo de sangre/).value).toBe('O+');
    expect(dialog.getByText(/Datos copiados del certificado 1400/)).toBeInTheDocument();
    // On to what is still missing: the place of this operative.
    await waitFor(() => expect(focusedLabel()).toBe('Lugar de expedición'));
  });

  it('issues from the keyboard alone, then is ready for the next driver', async () => {
    const issued = certificateOf({ id: 900, serial: 1500, names: 'Luis', lastNames: 'Rangel' });
    const { calls, dialog } = await openForm({
      nextSerials: [1500, 1502],
      write: () => ({ status: 201, body: { data: issued } }),
    });
    await waitFor(() => expect(field(dialog, /^Serial/).value).toBe('1500'));
    expect(focusedLabel()).toBe('Serial');
    expectSelected(field(dialog, /^Serial/));
    const steps: [string, string | undefined][] = [
      ['Serial', undefined],
      ['Nacionalidad', undefined],
      ['Cédula', '20111222'],
      ['Nombres', 'Luis'],
      ['Apellidos', 'Rangel'],
      ['Fecha de nacimiento', '10/01/1990'],
      ['Ocupación', 'Chofer'],
      ['Estado de origen', 'VE-L'],
      ['Correo del titular (opcional)', 'luis@example.com'],
      ['Lugar de expedición', 'Mérida'],
      ['Fecha de expedición', ISSUED.typed],
      ['Fecha de vencimiento', DUE.typed],
      ['Grado', '3'],
      ['Tipo de certificado', 'Renovación'],
      ['Usa lentes', 'false'],
      ['Tipo de sangre', 'O+'],
    ];
    for (const [label, value] of steps) {
      expect(focusedLabel()).toBe(label);
      typeAndEnter(value);
    }
    await waitFor(() => expect(issues(calls)).toHaveLength(1));
    expect(issues(calls)[0]?.body).toEqual({
      serial: 1500,
      nationality: 'V',
      dni: '20111222',
      names: 'Luis',
      lastNames: 'Rangel',
      birthDate: '1990-01-10',
      occupation: 'Chofer',
      stateOrigin: 'VE-L',
      place: 'Mérida',
      expeditionDate: ISSUED.iso,
      dueDate: DUE.iso,
      grade: '3',
      typeCertifields: 'Renovación',
      typeSpecial: null,
      rules: [],
      observations: null,
      glasses: false,
      bloodType: 'O+',
      holderEmail: 'luis@example.com',
    });
    expect(await dialog.findByText('Certificado 1500 emitido')).toBeInTheDocument();
    expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Certificado 1500 emitido' });
    expect(dialog.getByRole('button', { name: 'Imprimir (A4)' })).toBeInTheDocument();
    // Ready for the next driver: the next serial offered, the operative's place and day kept.
    await waitFor(() => expect(field(dialog, /^Serial/).value).toBe('1502'));
    expect(focusedLabel()).toBe('Serial');
    expectSelected(field(dialog, /^Serial/));
    expect(field(dialog, /^Cédula \*?$/).value).toBe('');
    expect(field(dialog, /^Nombres/).value).toBe('');
    expect(field(dialog, /^Lugar de expedición/).value).toBe('Mérida');
    expect(field(dialog, /^Fecha de expedición/).value).toBe(ISSUED.typed);
    expect(field(dialog, /^Correo del titular/).value).toBe('');
  });

  it('sends once when Enter is pressed twice before the answer', async () => {
    const issued = certificateOf({ id: 901, serial: 1500, names: 'Luis', lastNames: 'Rangel' });
    const { calls, dialog } = await openForm({
      write: () => ({ status: 201, body: { data: issued } }),
    });
    await waitFor(() => expect(field(dialog, /^Serial/).value).toBe('1500'));
    await fill(dialog);
    // Enter on the last field sends the form; a second Enter before the answer sends nothing.
    const last = field(dialog, /^Tipo de sangre/);
    fireEvent.change(last, { target: { value: 'O+' } });
    last.focus();
    fireEvent.keyDown(last, { key: 'Enter' });
    fireEvent.keyDown(last, { key: 'Enter' });
    expect(await dialog.findByText('Certificado 1500 emitido')).toBeInTheDocument();
    expect(issues(calls)).toHaveLength(1);
  });

  it("shows the API's Spanish refusal under the field it names, and goes to it", async () => {
    const refusal = (): ApiReply =>
      apiError('MEDIC_NOT_ENABLED', {
        errors: [{ field: 'grade', message: errorMessages.MEDIC_NOT_ENABLED }],
      });
    const { calls, dialog } = await openForm({ write: refusal });
    await waitFor(() => expect(field(dialog, /^Serial/).value).toBe('1500'));
    await fill(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    const shown = await dialog.findByText(errorMessages.MEDIC_NOT_ENABLED);
    expect(field(dialog, /^Grado/).getAttribute('aria-describedby')).toContain(shown.id);
    await waitFor(() => expect(focusedLabel()).toBe('Grado'));
    expect(issues(calls)[0]?.body).not.toHaveProperty('schoolNumberId');
    expect(alertsMock.errorAlert).not.toHaveBeenCalled();
  });

  it("shows a refusal of the doctor's own number, which has no field in the form", async () => {
    const message = 'Solvencia vencida el 14/06/2026';
    const { dialog } = await openForm({
      write: () =>
        apiError('MEDIC_NOT_SOLVENT', { errors: [{ field: 'schoolNumberId', message }] }),
    });
    await waitFor(() => expect(field(dialog, /^Serial/).value).toBe('1500'));
    await fill(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir certificado' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(message);
    expect(alertsMock.errorAlert).not.toHaveBeenCalled();
  });

  it('does not send a form the schema refuses, and focuses the first field in error', async () => {
    const { calls, dialog } = await openForm();
    await waitFor(() => expect(field(dialog, /^Serial/).value).toBe('1500'));
    fireEvent.keyDown(field(dialog, /^Serial/), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(focusedLabel()).toBe('Cédula'));
    expect(issues(calls)).toEqual([]);
  });
});
