import type { MercantilSettings } from '../../config-payments';

/**
 * The sandbox bank's test data (also in the README, "Sandbox bank"). Every charge needs the
 * payment key `00001111` (the one the bank's own sandbox accepts); any other key is refused as the
 * bank does ("Segundo factor no valida su encriptacion"). The payer's phone picks what happens,
 * with any id and any bank of the catalogue:
 *
 * | payer phone (app form)        | the bank                                                       |
 * |-------------------------------|----------------------------------------------------------------|
 * | 0414-1234567, or any other    | approves                                                       |
 * | 0414-0000051                  | declines: FONDOS INSUFICIENTES                                 |
 * | 0414-0000821                  | declines: 821, not affiliated to C2P                           |
 * | 0414-0000408                  | charges, then never answers (timeout: pending; found by search)|
 * | 0414-0000409                  | never answers and charges nothing (pending; search: 0330)      |
 * | 0414-0000502                  | charges, then answers garbage (pending; found by search)       |
 *
 * An invoice number already charged is refused as the bank does ("Numero de factura procesado
 * previamente") and charges nothing. The mobile-payment search finds the approved charges (and the
 * payments added with `addMobilePayment`) by phone, date (Venezuelan time), amount and reference.
 *
 * The bank's format records some errors by text only; for those the sandbox uses ISO 8583's
 * response codes (0051 funds, 0055 key, 0094 duplicate), and the adapter reads the text.
 */
export const SANDBOX_PAYMENT_KEY = '00001111';

export const sandboxPhones = {
  approves: '584141234567',
  insufficientFunds: '584140000051',
  notAffiliated: '584140000821',
  timeoutCharged: '584140000408',
  timeoutNotCharged: '584140000409',
  garbageCharged: '584140000502',
} as const;

export const sandboxErrorCodes = {
  insufficientFunds: '0051',
  badPaymentKey: '0055',
  duplicateInvoice: '0094',
  notAffiliated: '821',
  noMatch: '0330',
  malformed: '99999',
} as const;

/**
 * The merchant the sandbox bank knows (fixed, so a person can call it by hand). The C2P secret is
 * the test-vector key of docs/integrations/mercantil-c2p.md; search has its own client id and key,
 * as the bank's products do.
 */
export function sandboxSettings(baseUrl: string): MercantilSettings {
  return {
    baseUrl,
    c2p: { clientId: 'aptovial-sandbox-c2p', secretKey: 'A11103402525120190822HB01' },
    search: { clientId: 'aptovial-sandbox-search', secretKey: 'aptovial-sandbox-search-key' },
    merchantId: 150332,
    integratorId: 31,
    terminalId: 'abcde',
    merchantPhone: '584241234567',
  };
}
