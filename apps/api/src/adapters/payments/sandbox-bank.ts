import { randomBytes, randomInt } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { C2P_PATH, SEARCH_PATH } from './mercantil';
import { bankErrors, isObject, parseJson, text } from './mercantil-answers';
import { createFieldCipher } from './mercantil-crypto';
import {
  sandboxErrorCodes as codes,
  sandboxPhones as phones,
  SANDBOX_PAYMENT_KEY,
  sandboxSettings,
} from './sandbox-data';
import {
  type Answer,
  business,
  centsOf,
  identifyProblem,
  malformed,
  processingDate,
  readBody,
  sandboxMerchant,
  vet,
} from './sandbox-wire';

export const SANDBOX_BASE_PATH = '/mercantil-banco/sandbox';
/** GET: `{ charges, received }`, the sandbox's ledger (not part of the bank's format). */
export const LEDGER_PATH = '/ledger';

/** A payment the sandbox bank holds: an approved C2P charge or an added mobile payment. */
export type SandboxPayment = {
  invoiceNumber: string;
  payerPhone: string;
  payerId: string;
  bankCode: number;
  amountCents: number;
  trxDate: string;
  paymentReference: string;
  authorizationCode: string;
  paymentMethod: 'c2p' | 'p2c';
};

export type SandboxBank = {
  /** The base URL to give the mercantil adapter (`http://127.0.0.1:<port>/mercantil-banco/sandbox`). */
  url: string;
  /** Every payment held, in order: what was really charged. */
  payments(): readonly SandboxPayment[];
  /** Requests that reached the bank per product (a charge sent twice shows here). */
  received: { c2p: number; search: number };
  /** A payment the payer made from their own bank's app, for the mobile-payment search. */
  addMobilePayment(payment: {
    payerPhone: string;
    payerId: string;
    bankCode: number;
    amount: string;
    date?: string;
    reference?: string;
  }): SandboxPayment;
  close(): Promise<void>;
};

/**
 * A bank in this process that speaks docs/integrations/mercantil-c2p.md (paths, client id, field
 * encryption, answers and errors), for the demo and the tests: the mercantil adapter is pointed at
 * it, so its real HTTP path runs by default. Its test data is in sandbox-data.ts. Payments live in
 * memory, in this process only.
 */
export async function startSandboxBank({
  clock = () => new Date(),
  port: wanted = 0,
  kept = [],
  onHold,
}: {
  clock?: () => Date;
  /** 0: any free port. */
  port?: number;
  /** Payments it held before a restart (a real bank's charges outlive its outages). */
  kept?: readonly SandboxPayment[];
  /** Called once a payment is held, before any answer leaves (the server keeps it on disk). */
  onHold?: (payment: SandboxPayment) => void;
} = {}): Promise<SandboxBank> {
  const settings = sandboxSettings('');
  const c2pCipher = createFieldCipher(settings.c2p.secretKey);
  const searchCipher = createFieldCipher(settings.search.secretKey);
  const held: SandboxPayment[] = [...kept];
  const received = { c2p: 0, search: 0 };
  let nextReference = Math.max(
    118_000_000_000 + randomInt(0, 1_000_000_000),
    ...held.map((payment) => Number(payment.paymentReference) + 1).filter(Number.isSafeInteger),
  );

  function hold(
    payment: Omit<SandboxPayment, 'paymentReference' | 'authorizationCode'>,
    reference?: string,
  ) {
    const stored: SandboxPayment = {
      ...payment,
      paymentReference: reference ?? String(nextReference++),
      authorizationCode: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    };
    held.push(stored);
    onHold?.(stored);
    return stored;
  }

  function charge(body: Record<string, unknown>): Answer | 'no answer' | 'garbage' {
    const trx = body.transaction_c2p;
    if (!isObject(trx)) return malformed('falta transaction_c2p');
    if (trx.trx_type !== 'compra' || trx.payment_method !== 'c2p' || trx.currency !== 'ves')
      return malformed('el banco de pruebas solo atiende compra c2p en ves');
    const amountCents = centsOf(trx.amount);
    const bankCode = trx.destination_bank_id;
    const invoiceNumber = text(trx.invoice_number) ?? '';
    if (amountCents === undefined || !Number.isInteger(bankCode) || !invoiceNumber)
      return malformed('monto, banco o factura inválidos');
    const key = c2pCipher.decrypt(text(trx.twofactor_auth) ?? '');
    const payerId = c2pCipher.decrypt(text(trx.destination_id) ?? '');
    const payerPhone = c2pCipher.decrypt(text(trx.destination_mobile_number) ?? '');
    const origin = c2pCipher.decrypt(text(trx.origin_mobile_number) ?? '');
    if (!payerId || !payerPhone || origin !== settings.merchantPhone)
      return malformed('campos cifrados inválidos');
    // Checked and held in one synchronous step: two sends of one invoice cannot both charge.
    if (held.some((payment) => payment.invoiceNumber === invoiceNumber))
      return business(clock(), codes.duplicateInvoice, bankErrors.duplicateInvoice);
    if (key !== SANDBOX_PAYMENT_KEY)
      return business(clock(), codes.badPaymentKey, bankErrors.badPaymentKey);
    if (payerPhone === phones.insufficientFunds)
      return business(clock(), codes.insufficientFunds, bankErrors.insufficientFunds);
    if (payerPhone === phones.notAffiliated)
      return business(clock(), codes.notAffiliated, 'Cliente no afiliado a C2P');
    if (payerPhone === phones.timeoutNotCharged) return 'no answer';
    const now = clock();
    const payment = hold({
      invoiceNumber,
      payerPhone,
      payerId,
      bankCode: Number(bankCode),
      amountCents,
      trxDate: vet(now).slice(0, 10),
      paymentMethod: 'c2p',
    });
    if (payerPhone === phones.timeoutCharged) return 'no answer';
    if (payerPhone === phones.garbageCharged) return 'garbage';
    return [
      200,
      {
        merchant_identify: sandboxMerchant,
        transaction_c2p_response: {
          processing_date: processingDate(now),
          trx_status: 'approved',
          trx_type: 'compra',
          payment_method: 'c2p',
          payment_reference: payment.paymentReference,
          invoice_number: invoiceNumber,
          amount: amountCents / 100,
          currency: 'ves',
          trx_internal_status: '00',
          authorization_code: payment.authorizationCode,
        },
      },
    ];
  }

  function search(body: Record<string, unknown>): Answer {
    const by = body.search_by;
    if (!isObject(by)) return malformed('falta search_by');
    const amountCents = centsOf(by.amount);
    const date = text(by.trx_date) ?? '';
    const payerPhone = searchCipher.decrypt(text(by.destination_mobile_number) ?? '');
    const origin = searchCipher.decrypt(text(by.origin_mobile_number) ?? '');
    const reference = text(by.payment_reference) ?? '';
    if (amountCents === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date) || by.currency !== 'ves')
      return malformed('monto, moneda o fecha inválidos');
    if (!payerPhone || origin !== settings.merchantPhone)
      return malformed('campos cifrados inválidos');
    const found = held.filter(
      (payment) =>
        payment.payerPhone === payerPhone &&
        payment.trxDate === date &&
        payment.amountCents === amountCents &&
        (reference === '' || payment.paymentReference === reference),
    );
    if (found.length === 0) return business(clock(), codes.noMatch, bankErrors.noMatch.description);
    const transactionList = found.map((payment) => ({
      trx_date: payment.trxDate,
      trx_type: 'compra',
      authorization_code: payment.authorizationCode,
      // A number here, a string in the C2P answer: the bank writes both
      // (docs/integrations/mercantil-c2p.md).
      payment_reference: Number(payment.paymentReference),
      invoice_number: payment.invoiceNumber,
      payment_method: payment.paymentMethod,
      origin_mobile_number: searchCipher.encrypt(settings.merchantPhone),
      destination_mobile_number: searchCipher.encrypt(payment.payerPhone),
      destination_id: searchCipher.encrypt(payment.payerId),
      currency: 'ves',
      amount: payment.amountCents / 100,
      destination_bank_id: payment.bankCode,
    }));
    return [200, { merchant_identify: sandboxMerchant, transaction_list: transactionList }];
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const send = (status: number, body: object | string) => {
      response.writeHead(status, {
        'Content-Type': 'application/json',
        'x-global-transaction-id': randomBytes(12).toString('hex'),
      });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const gateway = (httpCode: number, httpMessage: string, moreInformation: string) =>
      send(httpCode, { httpCode: String(httpCode), httpMessage, moreInformation });

    const path = request.url ?? '';
    // Not the bank's format: the sandbox's own count of what it really charged, for the bench
    // (bench/payments.mjs compares it with the approved requests).
    if (request.method === 'GET' && path === `${SANDBOX_BASE_PATH}${LEDGER_PATH}`) {
      const charges = held.filter((payment) => payment.paymentMethod === 'c2p').length;
      return send(200, { charges, received });
    }
    const product =
      path === `${SANDBOX_BASE_PATH}${C2P_PATH}`
        ? 'c2p'
        : path === `${SANDBOX_BASE_PATH}${SEARCH_PATH}`
          ? 'search'
          : undefined;
    if (request.method !== 'POST' || !product) {
      return gateway(404, 'Not Found', 'The requested URL was not found on this server');
    }
    received[product] += 1;
    if (request.headers['x-ibm-client-id'] !== settings[product].clientId) {
      return gateway(401, 'Unauthorized', 'Invalid client id or secret.');
    }
    const raw = await readBody(request);
    const body = raw === undefined ? undefined : parseJson(raw);
    const problem = !body ? 'cuerpo JSON inválido' : identifyProblem(body);
    if (!body || problem) return send(...malformed(problem ?? 'cuerpo JSON inválido'));
    if (product === 'search') return send(...search(body));
    const answer = charge(body);
    // The two failures a careful client must survive: silence, and an answer cut short.
    if (answer === 'no answer') return;
    if (answer === 'garbage') return send(200, '{"transaction_c2p_response":{"trx_stat');
    send(...answer);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  // Never the reason a process stays up: the app (or the test) closes it.
  server.unref();
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${SANDBOX_BASE_PATH}`,
    payments: () => held,
    received,
    addMobilePayment({ payerPhone, payerId, bankCode, amount, date, reference }) {
      const [units = '0', fraction = ''] = amount.split('.');
      return hold(
        {
          invoiceNumber: '',
          payerPhone,
          payerId,
          bankCode,
          amountCents: Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)),
          trxDate: date ?? vet(clock()).slice(0, 10),
          paymentMethod: 'p2c',
        },
        reference || undefined,
      );
    },
    async close() {
      // Ends the calls left without an answer on purpose.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
