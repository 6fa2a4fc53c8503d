import { apiPaths, pathTo } from '@aptovial/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, apiError } from '../../../test/apiStub';
import { typeDay } from '../../../test/dates';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { dayFromToday, stubCreateApi, typed } from '../testOperativeCreate';
import { operativeItemOf } from '../testOperativeRecord';
import { CreateOperativePage } from './CreateOperativePage';

const PAGE = pathTo('createOperational');
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

function signIn(overrides: Parameters<typeof verifiedSessionOf>[0] = {}) {
  useSessionStore.getState().signIn(
    verifiedSessionOf({
      type: 'medicVial',
      rol: 'VialDirector',
      state: 'VE-L',
      schoolNumberId: 31,
      ...overrides,
    }),
  );
}

function renderPage() {
  return renderRoutes(
    [
      { path: PAGE, element: <CreateOperativePage /> },
      { path: pathTo('record'), element: <p>Listado de operativos</p> },
    ],
    { initialPath: PAGE },
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const change = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/** Libertador (Mérida), the Plaza Bolívar, tomorrow and the day after, one extra recipient. */
async function fillForm(dates = { start: dayFromToday(1), end: dayFromToday(2) }) {
  await screen.findByRole('option', { name: 'Libertador' });
  change(select(/^Municipio/), '1212');
  await screen.findByText('Solicitudes abiertas: 17');
  change(field(/^Lugar/), 'Plaza Bolívar de Mérida, frente a la catedral');
  change(field(/^Latitud/), '8,5983');
  change(field(/^Longitud/), '-71.1446');
  typeDay(field(/^Fecha de inicio/), typed(dates.start));
  typeDay(field(/^Fecha final/), typed(dates.end));
  const recipients = screen.getByRole('combobox', { name: /^Avisar también a/ });
  // Mantine takes typing only into the focused field (autofill is told apart so).
  recipients.focus();
  change(recipients, 'alcaldia@merida.gob.ve');
  fireEvent.keyDown(recipients, { key: 'Enter' });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Crear operativo' }));

describe('Crear operativo (createOperational)', { timeout: 30_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it("shows the price in force with its rate and the municipality's requests", async () => {
    signIn();
    const calls = stubCreateApi();
    renderPage();
    expect(
      await screen.findByText('Bs. 200,00 · USD 5,00 × 40,00 (tasa BCV del 25/11/2026)'),
    ).toBeInTheDocument();
    // A VialDirector plans in their own state: Mérida comes chosen; the keyboard starts there.
    expect(select(/^Estado/).value).toBe('VE-L');
    expect(document.activeElement).toBe(select(/^Estado/));
    expect(screen.getByText('Elija el municipio para contarlos')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Libertador' });
    change(select(/^Municipio/), '1212');
    expect(await screen.findByText('Solicitudes abiertas: 17')).toBeInTheDocument();
    const count = calls.find((call) => call.url.startsWith(apiPaths.preRegisterOperative));
    expect(Object.fromEntries(new URL(count?.url ?? '', 'http://x').searchParams)).toEqual({
      state: 'VE-L',
      municipality: '1212',
    });
  });

  it('sends the operative and opens the record, the new one on top', async () => {
    signIn();
    const calls = stubCreateApi({
      create: () => ({
        status: 201,
        body: { data: operativeItemOf({ id: 9, municipalityName: 'Libertador' }) },
      }),
    });
    renderPage();
    await screen.findByText(/^Bs\. 200,00/);
    await fillForm();
    send();
    expect(await screen.findByText('Listado de operativos')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.url).toBe(apiPaths.createOperative);
    expect(posts(calls)[0]?.body).toEqual({
      address: {
        description: 'Plaza Bolívar de Mérida, frente a la catedral',
        latitude: 8.5983,
        longitude: -71.1446,
      },
      startDate: dayFromToday(1),
      endDate: dayFromToday(2),
      state: 'VE-L',
      municipality: 1212,
      price: '200.00',
      totalUsers: 17,
      recipients: ['alcaldia@merida.gob.ve'],
    });
    expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Operativo creado en Libertador' });
  });

  it('refuses a start in the past and an end before the start, and sends nothing', async () => {
    signIn();
    const calls = stubCreateApi();
    renderPage();
    await screen.findByText(/^Bs\. 200,00/);
    await fillForm({ start: dayFromToday(-1), end: dayFromToday(-1) });
    send();
    expect(
      await screen.findByText('La fecha de inicio no puede ser anterior a hoy.'),
    ).toBeInTheDocument();
    typeDay(field(/^Fecha de inicio/), typed(dayFromToday(3)));
    typeDay(field(/^Fecha final/), typed(dayFromToday(2)));
    send();
    expect(
      await screen.findByText('La fecha final no puede ser anterior a la inicial'),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('refuses coordinates outside Venezuela under their fields, and sends nothing', async () => {
    signIn();
    const calls = stubCreateApi();
    renderPage();
    await screen.findByText(/^Bs\. 200,00/);
    await fillForm();
    change(field(/^Latitud/), '40.4168');
    change(field(/^Longitud/), '-3,7038');
    send();
    expect(await screen.findByText('La latitud queda fuera de Venezuela')).toBeInTheDocument();
    expect(screen.getByText('La longitud queda fuera de Venezuela')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Latitud/)));
    expect(posts(calls)).toEqual([]);
  });

  it("says 'Operativo pendiente' when the doctor already has one on those dates", async () => {
    signIn();
    stubCreateApi({ create: () => apiError('OPERATIVE_ALREADY_EXISTS_FOR_DATE') });
    renderPage();
    await screen.findByText(/^Bs\. 200,00/);
    await fillForm();
    send();
    await waitFor(() => expect(alertsMock.infoConfirm).toHaveBeenCalledTimes(1));
    expect(alertsMock.infoConfirm.mock.calls[0]).toEqual([
      expect.objectContaining({
        title: 'Operativo pendiente',
        text: 'Ya tienes un operativo pendiente en esas fechas: reagéndalo o cancélalo antes de crear otro.',
        denyButtonText: 'Ver operativos',
      }),
    ]);
    expect(alertsMock.errorAlert).not.toHaveBeenCalled();
    expect(screen.queryByText('Listado de operativos')).not.toBeInTheDocument();
  });

  it("opens the record from the pending notice's 'Ver operativos'", async () => {
    signIn();
    stubCreateApi({ create: () => apiError('OPERATIVE_ALREADY_EXISTS_FOR_DATE') });
    alertsMock.infoConfirm.mockResolvedValueOnce({ isDenied: true });
    renderPage();
    await screen.findByText(/^Bs\. 200,00/);
    await fillForm();
    send();
    expect(await screen.findByText('Listado de operativos')).toBeInTheDocument();
  });

  it("says 'Error al crear un operativo' on any other failure, with the server's reason", async () => {
    signIn();
    stubCreateApi({ create: () => apiError('OPERATIVE_PRICE_MISMATCH') });
    renderPage();
    await screen.findByText(/^Bs\. 200,00/);
    await fillForm();
    send();
    await waitFor(() => expect(alertsMock.errorAlert).toHaveBeenCalledTimes(1));
    expect(alertsMock.errorAlert.mock.calls[0]?.[0]).toMatch(/^Error al crear un operativo: /);
    expect(alertsMock.infoConfirm).not.toHaveBeenCalled();
  });

  it('tells another module, or an account without its own college number, why', async () => {
    const calls = stubCreateApi();
    signIn({ type: 'medic', rol: 'Admin' });
    const { unmount } = renderPage();
    expect(await screen.findByText(/^Los operativos son de Medicina Vial/)).toBeInTheDocument();
    unmount();
    signIn({ rol: 'Admin', schoolNumberId: null });
    renderPage();
    expect(
      await screen.findByText(/^Su cuenta no tiene un número de colegio propio/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear operativo' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
