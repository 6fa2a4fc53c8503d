import type { MercantilSettings } from '../../config-payments';
import {
  BANK_DATE,
  BANK_PHONE,
  BOLIVAR_AMOUNT,
  type C2pChargeRequest,
  type MobilePaymentCriteria,
  type PayerDevice,
  type PaymentGateway,
  type PaymentLog,
} from './gateway';
import { PENDING_MESSAGE, readChargeAnswer } from './mercantil-answers';
import { createFieldCipher } from './mercantil-crypto';
import { readSearchAnswer } from './mercantil-search';
import { postOnce } from './post-once';

export const C2P_PATH = '/v1/payment/c2p';
export const SEARCH_PATH = '/v1/mobile-payment/search';

/** Invoices this process has sent, kept long enough to refuse an accidental second send. */
const SENT_INVOICES_KEPT = 50_000;

/** The bank wants a `browser_agent` shaped "Name Version"; this is read from the User-Agent. */
export function browserAgent(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  for (const [name, token] of [
    ['Edge', 'Edg'],
    ['Opera', 'OPR'],
    ['Firefox', 'Firefox'],
    ['Chrome', 'Chrome'],
    ['Safari', 'Version'],
  ] as const) {
    const version = new RegExp(`${token}/([\\d.]+)`).exec(ua)?.[1];
    if (version) return `${name} ${version}`;
  }
  return 'Desconocido 0';
}

function clientIdentify(device: PayerDevice) {
  return {
    ipaddress: device.ipAddress,
    browser_agent: browserAgent(device.userAgent),
    mobile: { manufacturer: device.manufacturer?.trim() || 'Desconocido' },
  };
}

/**
 * JSON with the bolívares written as the bank's number, from the exact decimal text: `amount`
 * never passes through a float.
 */
function jsonWithAmount(body: object, amount: string): string {
  const AMOUNT = '\u0000amount\u0000';
  return JSON.stringify(body, (key, value) => (key === 'amount' ? AMOUNT : value)).replace(
    JSON.stringify(AMOUNT),
    amount,
  );
}

function check(ok: boolean, field: string): void {
  // A programming error, raised before anything is sent; names the field, never its value.
  if (!ok) throw new TypeError(`Solicitud al banco inválida: ${field}`);
}

export type MercantilOptions = { timeoutMs: number; log: PaymentLog };

/** The `mercantil` adapter: docs/integrations/mercantil-c2p.md over HTTP(S) (decision 0023). */
export function createMercantilGateway(
  settings: MercantilSettings,
  { timeoutMs, log }: MercantilOptions,
): PaymentGateway {
  const c2pCipher = createFieldCipher(settings.c2p.secretKey);
  const searchCipher = createFieldCipher(settings.search.secretKey);
  const merchantIdentify = {
    integratorId: settings.integratorId,
    merchantId: settings.merchantId,
    terminalId: settings.terminalId,
  };
  const sent = new Set<string>();
  const url = (path: string) => new URL(`${settings.baseUrl.replace(/\/+$/, '')}${path}`);
  const headers = (clientId: string) => ({
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-IBM-Client-Id': clientId,
  });

  return {
    async charge(request: C2pChargeRequest) {
      check(/^[A-Za-z0-9-]{1,30}$/.test(request.invoiceNumber), 'invoice_number');
      check(BOLIVAR_AMOUNT.test(request.amount) && request.amount !== '0.00', 'amount');
      check(/^[A-Z]\d{1,10}$/.test(request.payerId), 'destination_id');
      check(BANK_PHONE.test(request.payerPhone), 'destination_mobile_number');
      check(Number.isInteger(request.payerBankCode), 'destination_bank_id');
      check(/^\S{1,32}$/.test(request.paymentKey), 'twofactor_auth');
      const invoice = request.invoiceNumber;
      if (sent.has(invoice)) {
        log.warn({ invoice }, 'cobro C2P no enviado: esta factura ya se envió al banco');
        return {
          outcome: 'pending',
          reason: 'already_sent',
          message: PENDING_MESSAGE,
          bankTransactionId: undefined,
        };
      }
      sent.add(invoice);
      if (sent.size > SENT_INVOICES_KEPT) sent.delete(sent.values().next().value as string);

      const body = jsonWithAmount(
        {
          merchant_identify: merchantIdentify,
          client_identify: clientIdentify(request.device),
          transaction_c2p: {
            amount: request.amount,
            currency: 'ves',
            destination_bank_id: request.payerBankCode,
            destination_id: c2pCipher.encrypt(request.payerId),
            destination_mobile_number: c2pCipher.encrypt(request.payerPhone),
            origin_mobile_number: c2pCipher.encrypt(settings.merchantPhone),
            payment_reference: '',
            trx_type: 'compra',
            payment_method: 'c2p',
            invoice_number: invoice,
            twofactor_auth: c2pCipher.encrypt(request.paymentKey),
          },
        },
        request.amount,
      );
      const started = performance.now();
      const answer = await postOnce(url(C2P_PATH), headers(settings.c2p.clientId), body, timeoutMs);
      const bankTransactionId = globalId(answer);
      const result = readChargeAnswer(answer, invoice, bankTransactionId);
      const line = {
        invoice,
        outcome: result.outcome,
        code: result.outcome === 'declined' ? result.code : undefined,
        reason: result.outcome === 'pending' ? result.reason : undefined,
        bankCode: result.outcome === 'declined' ? result.bankCode : undefined,
        httpStatus: answer.kind === 'answered' ? answer.status : answer.kind,
        bankTransactionId,
        ms: Math.round(performance.now() - started),
      };
      // A pending charge is someone's money in doubt: it stands out in the log.
      if (result.outcome === 'pending') log.warn(line, 'cobro C2P sin respuesta clara del banco');
      else log.info(line, 'cobro C2P');
      return result;
    },

    async searchMobilePayments(criteria: MobilePaymentCriteria) {
      check(BANK_PHONE.test(criteria.payerPhone), 'destination_mobile_number');
      check(BANK_DATE.test(criteria.date), 'trx_date');
      check(BOLIVAR_AMOUNT.test(criteria.amount), 'amount');
      check(/^\d{0,20}$/.test(criteria.reference ?? ''), 'payment_reference');
      const body = jsonWithAmount(
        {
          merchant_identify: merchantIdentify,
          client_identify: clientIdentify({ ipAddress: '127.0.0.1', userAgent: 'AptoVial/1.0' }),
          search_by: {
            amount: criteria.amount,
            currency: 'ves',
            destination_mobile_number: searchCipher.encrypt(criteria.payerPhone),
            origin_mobile_number: searchCipher.encrypt(settings.merchantPhone),
            payment_reference: criteria.reference ?? '',
            trx_date: criteria.date,
          },
        },
        criteria.amount,
      );
      const started = performance.now();
      const target = url(SEARCH_PATH);
      const answer = await postOnce(target, headers(settings.search.clientId), body, timeoutMs);
      const bankTransactionId = globalId(answer);
      const result = readSearchAnswer(answer, criteria, searchCipher, bankTransactionId);
      log.info(
        {
          outcome: result.outcome,
          found: result.outcome === 'found' ? result.transactions.length : 0,
          reason: result.outcome === 'unavailable' ? result.reason : undefined,
          httpStatus: answer.kind === 'answered' ? answer.status : answer.kind,
          bankTransactionId,
          ms: Math.round(performance.now() - started),
        },
        'búsqueda de pago móvil',
      );
      return result;
    },
  };
}

/** The bank's `x-global-transaction-id`, which its support desk asks for. */
function globalId(answer: Awaited<ReturnType<typeof postOnce>>): string | undefined {
  if (answer.kind !== 'answered') return undefined;
  const value = answer.headers['x-global-transaction-id'];
  return typeof value === 'string' ? value.slice(0, 100) : undefined;
}
