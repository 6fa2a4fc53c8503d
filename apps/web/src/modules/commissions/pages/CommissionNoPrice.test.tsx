import { apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiReply, apiError } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { amountOf, commissionOf, pathOf, stubAmounts } from '../testCommissions';
import { CommissionDollarPage } from './commissionPages';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar comisión' }));

describe('Administrar Montos with no dollar price', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('says public payments are off, and asks for the college price in the same form', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    let amount: ApiReply = apiError('DOLLAR_PRICE_UNAVAILABLE');
    const calls = stubAmounts({
      amount: () => amount,
      create: (call) => ({
        body: { data: commissionOf({ dollarPrice: null, ...(call.body as object) }) },
      }),
    });
    renderWithProviders(<CommissionDollarPage />);
    expect(await screen.findByText('El público no puede pagar')).toBeInTheDocument();
    expect(screen.getByText(/Escriba aquí el precio fijado por el colegio/)).toBeInTheDocument();

    // Saved without a price: not "in force" for the public; the commission waits for its price.
    fireEvent.change(field(/Comisión en dólares/), { target: { value: '5' } });
    save();
    expect(
      await screen.findByText('Comisión guardada, pero el público aún no puede pagar'),
    ).toBeInTheDocument();
    expect(alertsMock.toast).not.toHaveBeenCalled();
    expect(field(/Comisión en dólares/).value).toBe('5');

    // The same form takes the college's price: now the public can pay.
    amount = { body: { data: amountOf({ dollarPrice: '40.0000', amountBolivares: '200.00' }) } };
    fireEvent.change(field(/Precio del dólar fijado por el colegio/), { target: { value: '40' } });
    save();
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({
        title: 'Comisión guardada: ya está vigente',
      }),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { commissionDollarGeneral: '5.00' },
      { commissionDollarGeneral: '5.00', dollarPrice: '40.0000' },
    ]);
    expect(await screen.findByText('Bs. 200,00')).toBeInTheDocument();
    expect(screen.queryByText(/el público aún no puede pagar/)).not.toBeInTheDocument();
    expect(field(/Comisión en dólares/).value).toBe('');
    expect(calls.some((call) => pathOf(call.url) === apiPaths.certifieldAmount)).toBe(true);
  });

  it('saved without a price while the official rate is in force, it is in force at once', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    stubAmounts({
      amount: { body: { data: amountOf({ priceSource: 'dolarapi' }) } },
      create: (call) => ({
        body: { data: commissionOf({ dollarPrice: null, ...(call.body as object) }) },
      }),
    });
    renderWithProviders(<CommissionDollarPage />);
    await screen.findByText('Bs. 182,51');
    expect(screen.queryByText('El público no puede pagar')).not.toBeInTheDocument();
    fireEvent.change(field(/Comisión en dólares/), { target: { value: '6' } });
    save();
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({
        title: 'Comisión guardada: ya está vigente',
      }),
    );
  });
});
