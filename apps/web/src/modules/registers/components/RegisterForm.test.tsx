import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { typeDay } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { MedicsListPage } from '../pages/registersPages';
import { pageOf, registerOf, withReference } from '../testRegisters';

const saves = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

/** Opens the create form of a President of `module` in Mérida, answering saves with `onSave`. */
async function openForm(module: 'medic' | 'nurse', onSave: () => ApiReply) {
  useSessionStore
    .getState()
    .signIn(verifiedSessionOf({ type: module, rol: 'President', state: 'VE-L' }));
  const calls = stubApi(withReference((call) => (call.method === 'GET' ? pageOf([]) : onSave())));
  renderWithProviders(<MedicsListPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Crear registro' }));
  const dialog = within(await screen.findByRole('dialog'));
  await waitFor(() =>
    expect(dialog.getByRole('button', { name: 'Guardar registro' })).toHaveProperty(
      'disabled',
      false,
    ),
  );
  return { calls, dialog };
}

type Dialog = Awaited<ReturnType<typeof openForm>>['dialog'];
const type = (scope: Dialog, label: RegExp, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });

function fillPerson(dialog: Dialog, specialty: string) {
  type(dialog, /^Cédula/, '14555666');
  type(dialog, /^Nombres/, 'Carmen');
  type(dialog, /^Apellidos/, 'Quintero');
  type(dialog, /^Género/, 'F');
  type(dialog, /^Especialidad/, specialty);
}

function fillSchoolNumber(dialog: Dialog, n: number, number: string) {
  const row = within(dialog.getByRole('group', { name: `Número de colegio ${n}` }));
  type(row, /^Número de colegio/, number);
  typeDay(row.getByLabelText(/^Fecha de registro/), '01/06/2015');
  typeDay(row.getByLabelText(/^Solvente hasta/), '31/12/2099');
  return row;
}

const created = () => ({ status: 201, body: { data: registerOf() } });

// Each test fills a long form, which takes a few seconds on a busy two-core machine.
describe('register form', { timeout: 15_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('creates a medic without academic degree, names keeping letters only', async () => {
    const { calls, dialog } = await openForm('medic', created);
    expect(dialog.queryByLabelText(/^Grado académico/)).not.toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Tipo( \*)?$/)).not.toBeInTheDocument();
    fillPerson(dialog, 'Cardiología');
    type(dialog, /^Nombres/, 'Carm3n Ñ@ñez!');
    expect(dialog.getByLabelText(/^Nombres/)).toHaveProperty('value', 'Carmn Ññez');
    type(dialog, /^Nombres/, 'Carmen');
    const row = fillSchoolNumber(dialog, 1, '4521');
    fireEvent.click(row.getByLabelText('Médico vial (habilitado)'));
    type(row, /^Número de habilitado/, 'MV-001');
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar registro' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const [save] = saves(calls);
    expect(save).toMatchObject({ method: 'POST', url: '/api/register' });
    expect(save?.body).toEqual({
      nationality: 'V',
      dni: '14555666',
      names: 'Carmen',
      lastNames: 'Quintero',
      genders: 'F',
      phone: null,
      dateBirth: null,
      specialty: 'Cardiología',
      healthNumber: null,
      type: 'medic',
      schoolNumbers: [
        {
          state: 'VE-L',
          schoolNumber: '4521',
          registerDate: '2015-06-01',
          currentSolvency: '2099-12-31',
          medicVial: true,
          licenseNumber: 'MV-001',
          typeCertifields: [],
          grades: [],
          specialGrades: [],
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('requires a nurse’s academic degree and sends it', async () => {
    const { calls, dialog } = await openForm('nurse', created);
    fillPerson(dialog, 'Enfermería General');
    fillSchoolNumber(dialog, 1, '77');
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar registro' }));
    expect(
      await dialog.findByText('Seleccione el grado académico de la enfermera'),
    ).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);

    type(dialog, /^Grado académico/, 'Licenciatura');
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar registro' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({ type: 'nurse', academicDegree: 'Licenciatura' });
  });

  it('adds a second college number and shows the server’s errors under their inputs', async () => {
    const taken = [
      { field: 'dni', message: 'Ya existe un registro con esta cédula' },
      { field: 'schoolNumbers.1.schoolNumber', message: 'Ese número ya existe en Mérida' },
    ];
    const { calls, dialog } = await openForm('medic', () =>
      apiError('SCHOOL_NUMBER_TAKEN', { errors: taken }),
    );
    fillPerson(dialog, 'Cardiología');
    fillSchoolNumber(dialog, 1, '4521');
    fireEvent.click(dialog.getByRole('button', { name: 'Agregar número de colegio' }));
    const second = fillSchoolNumber(dialog, 2, '4522');
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar registro' }));

    expect(await second.findByText('Ese número ya existe en Mérida')).toBeInTheDocument();
    expect(second.getByLabelText(/^Número de colegio/)).toHaveProperty('ariaInvalid', 'true');
    const dni = dialog.getByLabelText(/^Cédula/);
    expect(dni.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('Ya existe un registro con esta cédula')).toBeInTheDocument();
    // Decision 0067: the first field in error takes the focus and is announced.
    expect(dni).toHaveFocus();
    expect(dialog.getByRole('alert')).toHaveTextContent('Revise el campo «Cédula»');
    const body = saves(calls)[0]?.body as { schoolNumbers: unknown[] };
    expect(body.schoolNumbers).toHaveLength(2);
  });

  it('keeps an impossible date as typed, says so under it, and sends nothing', async () => {
    const { calls, dialog } = await openForm('medic', created);
    fillPerson(dialog, 'Cardiología');
    const row = fillSchoolNumber(dialog, 1, '4521');
    const registered = row.getByLabelText(/^Fecha de registro/);
    typeDay(registered, '31/02/1990');
    expect(registered).toHaveProperty('value', '31/02/1990');
    expect(row.getByText('31/02/1990 no existe')).toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: 'Guardar registro' }));
    expect(registered).toHaveProperty('value', '31/02/1990');
    expect(row.getByText('31/02/1990 no existe')).toBeInTheDocument();
    expect(registered).toHaveFocus();
    expect(saves(calls)).toEqual([]);

    typeDay(registered, '28/02/1990');
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar registro' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({
      schoolNumbers: [{ registerDate: '1990-02-28' }],
    });
  });
});
