export type PaymentStepModule = typeof import('./PaymentStep');

let loading: Promise<PaymentStepModule> | undefined;

/**
 * The payment step (its fields, the price and the bank's answers), fetched once: while the
 * person fills the first step or, at the latest, on "Continuar al pago". A failed download is
 * tried again next time.
 */
export function loadPaymentStep(): Promise<PaymentStepModule> {
  loading ??= import('./PaymentStep').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
