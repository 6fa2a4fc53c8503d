/** The payments module's public face: what other web modules may use of it. */
export { type PaymentsSummaryQuery, usePaymentsSummary } from './api/paymentsSummary';
export { amountOfCents, bolivarsText, centsOf } from './money';
