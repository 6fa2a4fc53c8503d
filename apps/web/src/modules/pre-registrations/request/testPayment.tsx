import { apiPaths, type C2pChargeResult, type CertifieldAmount } from '@aptovial/shared';
import { fireEvent, screen } from '@testing-library/react';
import { type ApiCall, type ApiReply, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { RequestWithPaymentPage } from '../pages/requestPages';
import { pathOf, switchOf } from '../testPreRegisters';
import { change, expectedBody, fillRequest } from './testRequest';

/** The price in force as the API answers it: USD 5,00 at Bs. 36,5012 of 02/10/2026. */
export function amountOf(overrides: Partial<CertifieldAmount> = {}): CertifieldAmount {
  return {
    commissionId: 3,
    commissionDollarGeneral: '5.00',
    dollarPrice: '36.5012',
    amountBolivares: '182.51',
    priceSource: 'dolarapi',
    priceDate: '2026-10-02',
    priceFetchedAt: '2026-10-02T14:30:00.000Z',
    priceAgeDays: 0,
    priceStale: false,
    commissionCreatedAt: '2026-10-02T14:30:00.000Z',
    ...overrides,
  };
}

/** A charge's answer as the API sends it; tests override the outcome they are about. */
export function resultOf(overrides: Partial<C2pChargeResult> = {}): C2pChargeResult {
  return {
    payment: { id: 9, status: 'approved' },
    reference: '004512',
    amount: '182.51',
    invoice: 'AV-20261125-000009',
    preRegistrationId: 41,
    message: 'Pago aprobado',
    receiptUrl: null,
    ...overrides,
  };
}

export const answer = (result: C2pChargeResult): ApiReply => ({
  status: { approved: 201, pending: 202, failed: 200 }[result.payment.status],
  body: { data: result },
});

/** The price in force as GET certifieldAmount answers it. */
export const priced = (amount: CertifieldAmount = amountOf()): ApiReply => ({
  body: { data: amount },
});

type PayStub = {
  price?: () => ApiReply;
  pay?: (call: ApiCall) => ApiReply | Promise<ApiReply>;
};

/** The API of solicitar-certificado-pago: the switch on, the price in force, the charge. */
export function stubPayApi({ price = () => priced(), pay = () => answer(resultOf()) }: PayStub) {
  return stubApi((call) => {
    const path = pathOf(call.url);
    if (path === apiPaths.settings) return { body: { data: [switchOf(true)] } };
    if (path === apiPaths.certifieldAmount) return price();
    if (path === apiPaths.createPreregisterPay && call.method === 'POST') return pay(call);
    return { status: 404 };
  });
}

export const paySends = (calls: ApiCall[]) =>
  calls.filter((call) => pathOf(call.url) === apiPaths.createPreregisterPay);

/** The page, the request filled and sent on to its payment step, the price shown. */
export async function openPaymentStep(button = 'Pagar Bs. 182,51') {
  renderWithProviders(<RequestWithPaymentPage />);
  await screen.findByRole('button', { name: 'Continuar al pago' });
  await fillRequest();
  fireEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
  // The step's chunk is transformed on its first import: slow when suites run side by side.
  return screen.findByRole('button', { name: button }, { timeout: 10_000 });
}

/** The payer's bank and key (the cédula and phone come from the request), the challenge solved. */
export function fillPayer(key = '12345678') {
  change(/^Banco del pagador/, '134');
  change(/^Clave de pago/, key);
  fireEvent.click(screen.getByRole('button', { name: 'Resolver verificación' }));
}

/** What the page sends for `fillRequest` and `fillPayer`. */
export const expectedPayBody = (overrides: Record<string, unknown> = {}) => ({
  ...expectedBody,
  destination_id: '20111222',
  destination_mobile_number: '0414-1234567',
  destination_bank_id: 134,
  twofactor_auth: '12345678',
  amount: '182.51',
  ...overrides,
});
