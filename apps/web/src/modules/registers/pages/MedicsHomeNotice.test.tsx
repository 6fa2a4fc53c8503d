import { apiPaths, pathTo } from '@aptovial/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { pageOf, registerOf, withReference } from '../testRegisters';
import { MedicsListPage } from './registersPages';

const amountCalls = (calls: { url: string }[]) =>
  calls.filter((call) => new URL(call.url, 'http://x').pathname === apiPaths.certifieldAmount);

function homeOf(rol: 'Admin' | 'President', amount: ApiReply) {
  useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol, state: 'VE-A' }));
  const calls = stubApi(
    withReference((call) =>
      new URL(call.url, 'http://x').pathname === apiPaths.certifieldAmount
        ? amount
        : pageOf([registerOf()]),
    ),
  );
  renderWithProviders(<MedicsListPage />);
  return calls;
}

// Lista-medicos is the college's home (docs/product/screens.md, Layout).
describe("the college Admin's home says what stops the public from paying", () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it.each([
    ['COMMISSION_NOT_SET', 'Falta fijar la comisión en dólares del certificado.'],
    [
      'DOLLAR_PRICE_UNAVAILABLE',
      /^Falta el precio del dólar: la tasa oficial no se ha podido leer/,
    ],
  ] as const)('%s: what is missing, and a link to Administrar Montos', async (code, text) => {
    homeOf('Admin', apiError(code));
    expect(
      await screen.findByText('El público aún no puede pagar sus solicitudes'),
    ).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fijarlo en Administrar Montos' })).toHaveAttribute(
      'href',
      pathTo('commisionDollar'),
    );
  });

  it('says nothing once the public can pay', async () => {
    const calls = homeOf('Admin', {
      body: {
        data: {
          commissionId: 1,
          commissionDollarGeneral: '5.00',
          dollarPrice: '866.5612',
          amountBolivares: '4332.81',
          priceSource: 'dolarapi',
          priceDate: '2026-10-02',
          priceFetchedAt: '2026-10-02T14:30:00.000Z',
          priceAgeDays: 0,
          priceStale: false,
          commissionCreatedAt: '2026-10-02T14:30:00.000Z',
        },
      },
    });
    await screen.findByText('Quintero');
    await waitFor(() => expect(amountCalls(calls)).toHaveLength(1));
    expect(
      screen.queryByText('El público aún no puede pagar sus solicitudes'),
    ).not.toBeInTheDocument();
  });

  it('asks nothing for anyone but the Admin', async () => {
    const calls = homeOf('President', apiError('COMMISSION_NOT_SET'));
    await screen.findByText('Quintero');
    expect(amountCalls(calls)).toHaveLength(0);
    expect(
      screen.queryByText('El público aún no puede pagar sus solicitudes'),
    ).not.toBeInTheDocument();
  });
});
