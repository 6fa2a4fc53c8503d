import { type OperativeStatus, todayInCaracas } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { typeDay } from '../../../test/dates';
import { renderWithProviders } from '../../../test/render';
import { operativeItemOf, pathOf, recordApi } from '../testOperativeRecord';
import { OperativeActions } from './OperativeActions';

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');
const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

function renderActions(status: OperativeStatus, dates?: { startDate: string; endDate: string }) {
  return renderWithProviders(
    <OperativeActions operative={operativeItemOf({ status, ...dates })} />,
  );
}

async function openReschedule() {
  fireEvent.click(screen.getByRole('button', { name: 'Reagendar' }));
  return within(await screen.findByRole('dialog', { name: 'Reagendar operativo' }));
}

function reschedule(dialog: ReturnType<typeof within>, start: string, end: string) {
  typeDay(dialog.getByLabelText(/Nueva fecha de inicio/), start);
  typeDay(dialog.getByLabelText(/Nueva fecha final/), end);
  fireEvent.click(dialog.getByRole('button', { name: 'Reagendar' }));
}

describe('OperativeActions', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it.each([
    ['Pending', ['Iniciar', 'Reagendar', 'Cancelar']],
    ['Rescheduled', ['Iniciar', 'Reagendar', 'Cancelar']],
    ['InProgress', ['Finalizar']],
    ['Executed', []],
    ['Cancelled', []],
  ] as const)('offers on %s only what that status allows', (status, expected) => {
    stubApi(recordApi());
    renderActions(status);
    expect(buttonNames()).toEqual(expected);
  });

  it('keeps a finished or cancelled operative as a record, saying so', () => {
    stubApi(recordApi());
    renderActions('Executed');
    expect(
      screen.getByText('Operativo finalizado: queda como registro y ya no cambia.'),
    ).toBeInTheDocument();
  });

  it('starts only on its days, after a confirmation', async () => {
    const today = todayInCaracas();
    const calls = stubApi(recordApi());
    const { unmount } = renderActions('Pending');
    const early = screen.getByRole('button', { name: 'Iniciar' }) as HTMLButtonElement;
    expect(early).toBeDisabled();
    expect(
      screen.getByText('Se inicia solo en sus fechas: 05/03/2099 al 06/03/2099.'),
    ).toBeInTheDocument();
    unmount();

    renderActions('Pending', { startDate: today, endDate: today });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar' }));
    await waitFor(() => expect(alertsMock.infoConfirm).toHaveBeenCalledTimes(1));
    expect(puts(calls)).toEqual([]);

    alertsMock.infoConfirm.mockResolvedValueOnce({ isConfirmed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(pathOf(puts(calls)[0])).toBe('/api/operationals/startOperative/5');
    expect(puts(calls)[0]?.body).toBeUndefined();
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Operativo iniciado' }),
    );
  });

  it("finishes one in progress, and says the server's reason when refused", async () => {
    let reply: ApiReply = apiError('OPERATIVE_STATUS_CONFLICT');
    const calls = stubApi(recordApi({ transition: () => reply }));
    renderActions('InProgress');
    const confirmed = { isConfirmed: true };
    alertsMock.infoConfirm.mockResolvedValueOnce(confirmed).mockResolvedValueOnce(confirmed);
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(alertsMock.errorAlert).toHaveBeenCalled());
    expect(alertsMock.errorAlert.mock.calls[0]?.[0]).toMatch(/^El operativo no admite ese cambio/);
    reply = { body: { data: operativeItemOf({ status: 'Executed' }) } };
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Operativo finalizado' }),
    );
    expect(puts(calls).map(pathOf)).toEqual([
      '/api/operationals/finishOperative/5',
      '/api/operationals/finishOperative/5',
    ]);
  });

  it('reschedules with the new dates it was given', async () => {
    const calls = stubApi(recordApi());
    renderActions('Pending');
    const dialog = await openReschedule();
    reschedule(dialog, '10/04/2099', '12/04/2099');
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(pathOf(puts(calls)[0])).toBe('/api/operationals/rescheduledOperative/5');
    expect(puts(calls)[0]?.body).toEqual({ startDate: '2099-04-10', endDate: '2099-04-12' });
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Operativo reagendado' }),
    );
  });

  it('refuses a start gone by or an end before the start, sending nothing', async () => {
    const calls = stubApi(recordApi());
    renderActions('Pending');
    const dialog = await openReschedule();
    reschedule(dialog, '10/01/2020', '12/01/2020');
    expect(
      await dialog.findByText('La fecha de inicio no puede ser anterior a hoy.'),
    ).toBeInTheDocument();
    reschedule(dialog, '12/04/2099', '10/04/2099');
    expect(
      await dialog.findByText('La fecha final no puede ser anterior a la inicial'),
    ).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });

  it("says 'Ya tienes un operativo en esta fecha' when those dates are taken", async () => {
    stubApi(recordApi({ transition: () => apiError('OPERATIVE_ALREADY_EXISTS_FOR_DATE') }));
    renderActions('Rescheduled');
    const dialog = await openReschedule();
    reschedule(dialog, '10/04/2099', '12/04/2099');
    await waitFor(() => expect(alertsMock.infoConfirm).toHaveBeenCalledTimes(1));
    expect(alertsMock.infoConfirm.mock.calls[0]).toEqual([
      expect.objectContaining({ title: 'Ya tienes un operativo en esta fecha' }),
    ]);
    expect(alertsMock.errorAlert).not.toHaveBeenCalled();
    // The dialog stays, so other dates can be tried.
    expect(screen.getByRole('dialog', { name: 'Reagendar operativo' })).toBeInTheDocument();
  });

  it("says 'Error al crear un operativo' for any other refusal", async () => {
    stubApi(recordApi({ transition: () => apiError('OPERATIVE_START_IN_PAST') }));
    renderActions('Pending');
    const dialog = await openReschedule();
    reschedule(dialog, '10/04/2099', '12/04/2099');
    await waitFor(() => expect(alertsMock.errorAlert).toHaveBeenCalledTimes(1));
    expect(alertsMock.errorAlert).toHaveBeenCalledWith(
      'Error al crear un operativo. La fecha de inicio no puede ser anterior a hoy.',
    );
    expect(alertsMock.infoConfirm).not.toHaveBeenCalled();
  });

  it('keeps the reason typed in Cancelar operativo as a draft, asking before Esc loses it', async () => {
    stubApi(recordApi());
    const first = renderActions('Pending');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Cancelar operativo' }));
    const reason = () => dialog.getByLabelText(/^Motivo de la cancelación/);
    fireEvent.change(reason(), { target: { value: 'Lluvias en la vía' } });
    fireEvent.keyDown(reason(), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: '¿Descartar los cambios?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    // The page goes away another way: the reason waits for the next time.
    first.unmount();
    renderActions('Pending');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Cancelar operativo' }));
    expect(reason()).toHaveValue('Lluvias en la vía');
    // Cerrar is a choice to lose it: no question, and nothing kept.
    fireEvent.click(dialog.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Cancelar operativo' }));
    expect(reason()).toHaveValue('');
  });
});
