import { apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { apiError } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { amountOf, commissionOf, history, pathOf, stubAmounts } from '../testCommissions';
import { CommissionDollarPage } from './commissionPages';

const signInAs = (type: 'medic' | 'nurse' | 'INTT' | 'medicVial', rol: 'Admin' | 'President') =>
  useSessionStore.getState().signIn(verifiedSessionOf({ type, rol }));
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('Administrar Montos (commisionDollar)', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('shows the commission, the hand price and the bolívares, and the history', async () => {
    signInAs('medic', 'Admin');
    stubAmounts({
      list: history([
        commissionOf(),
        commissionOf({
          id: 2,
          status: 'inactive',
          dollarPrice: null,
          commissionDollarGeneral: '4.00',
        }),
      ]),
    });
    renderWithProviders(<CommissionDollarPage />);
    expect(await screen.findByText('Bs. 182,51')).toBeInTheDocument();
    expect(screen.getByText('USD 5,00')).toBeInTheDocument();
    expect(screen.getAllByText('Bs. 36,5012').length).toBeGreaterThan(0);
    expect(
      screen.getByText(/^Precio fijado por el colegio el 02\/10\/2026 10:30 · vigente hoy$/),
    ).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Vigente')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Tasa oficial')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Inactiva')).toBeInTheDocument();
    expect(screen.getAllByText('admin.medicos@aptovial.test')).toHaveLength(2);
  });

  it('names the official source and date, and warns when the rate is stale', async () => {
    signInAs('medic', 'Admin');
    stubAmounts({
      amount: {
        body: {
          data: amountOf({
            priceSource: 'dolarapi',
            priceDate: '2026-09-25',
            priceAgeDays: 7,
            priceStale: true,
          }),
        },
      },
    });
    renderWithProviders(<CommissionDollarPage />);
    expect(
      await screen.findByText(
        'Tasa oficial del BCV según DolarApi, fecha valor 25/09/2026 · de hace 7 días',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/La tasa oficial es del 25\/09\/2026, anterior al último día hábil/),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'COMMISSION_NOT_SET',
      /^Los pagos del público están detenidos: aún no se ha fijado la comisión/,
    ],
    ['DOLLAR_PRICE_UNAVAILABLE', /^Los pagos del público están detenidos: no hay precio del dólar/],
  ] as const)('says so when the server answers %s', async (code, text) => {
    signInAs('medic', 'Admin');
    const calls = stubAmounts({ amount: apiError(code) });
    renderWithProviders(<CommissionDollarPage />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    // A settled answer is not asked again.
    expect(calls.filter((call) => pathOf(call.url) === apiPaths.certifieldAmount)).toHaveLength(1);
  });

  it('checks the form with the shared schema and sends decimal strings', async () => {
    signInAs('medic', 'Admin');
    const calls = stubAmounts();
    renderWithProviders(<CommissionDollarPage />);
    await screen.findByText('Bs. 182,51');
    const save = screen.getByRole('button', { name: 'Guardar comisión' });
    fireEvent.change(field(/Comisión en dólares/), { target: { value: '5,005' } });
    fireEvent.click(save);
    expect(await screen.findByText(/con hasta 2 decimales/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(field(/Comisión en dólares/), { target: { value: '5,5' } });
    fireEvent.change(field(/Precio del dólar fijado por el colegio/), {
      target: { value: '36.5012' },
    });
    fireEvent.click(save);
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({
        title: 'Comisión guardada: ya está vigente',
      }),
    );
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted.map((call) => call.body)).toEqual([
      { commissionDollarGeneral: '5.50', dollarPrice: '36.5012' },
    ]);
    // The amount in force and the history are read again.
    await waitFor(() =>
      expect(calls.filter((call) => pathOf(call.url) === apiPaths.certifieldAmount)).toHaveLength(
        2,
      ),
    );
    expect(field(/Comisión en dólares/).value).toBe('');
  });

  it('sends no hand price when the field is left empty', async () => {
    signInAs('medic', 'Admin');
    const calls = stubAmounts();
    renderWithProviders(<CommissionDollarPage />);
    await screen.findByText('Bs. 182,51');
    fireEvent.change(field(/Comisión en dólares/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar comisión' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      commissionDollarGeneral: '7.00',
    });
  });

  it.each([
    ['medic', 'President'],
    ['nurse', 'Admin'],
    ['medicVial', 'Admin'],
  ] as const)('tells a %s %s why, asking the API nothing', async (type, rol) => {
    signInAs(type, rol);
    const calls = stubAmounts();
    renderWithProviders(<CommissionDollarPage />);
    expect(
      await screen.findByText(/Solo el Administrador del Colegio de Médicos administra/),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
