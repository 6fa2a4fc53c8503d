import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPaymentGateway } from './index';
import { browserAgent, createMercantilGateway } from './mercantil';
import { readChargeAnswer } from './mercantil-answers';
import { createFieldCipher } from './mercantil-crypto';
import { sandboxSettings } from './sandbox-data';
import { captureLog, sandboxCharge } from './testing';

// A bare HTTP server that keeps what the adapter sends and answers what each test says.
type Seen = { path: string; headers: IncomingHttpHeaders; body: string };
let seen: Seen[] = [];
let answer: (response: ServerResponse) => void;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', headers: request.headers, body });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mercantil-banco/prod/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const settings = () => ({ ...sandboxSettings(baseUrl), merchantPhone: '584241234567' });
const adapter = () => createMercantilGateway(settings(), { timeoutMs: 2_000, log: captureLog() });
const json = (status: number, body: unknown) => (response: ServerResponse) =>
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

describe('the wire format of docs/integrations/mercantil-c2p.md', () => {
  it('sends the C2P body, headers and encrypted fields exactly', async () => {
    seen = [];
    answer = json(400, { error_list: [{ error_code: '1', description: 'x' }] });
    const request = sandboxCharge({ amount: '1520.50', payerBankCode: 105 });
    await adapter().charge(request);
    const [sent] = seen;
    expect(sent?.path).toBe('/mercantil-banco/prod/v1/payment/c2p');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers['x-ibm-client-id']).toBe('aptovial-sandbox-c2p');
    expect(sent?.headers.authorization).toBeUndefined();
    // The amount is written from the decimal text, its two places included.
    expect(sent?.body).toContain('"amount":1520.50,');
    const body = JSON.parse(sent?.body ?? '{}');
    const cipher = createFieldCipher('A11103402525120190822HB01');
    expect(body).toEqual({
      merchant_identify: { integratorId: 31, merchantId: 150332, terminalId: 'abcde' },
      client_identify: {
        ipaddress: '10.0.0.1',
        browser_agent: 'Chrome 124.0.0.0',
        mobile: { manufacturer: 'Samsung' },
      },
      transaction_c2p: {
        amount: 1520.5,
        currency: 'ves',
        destination_bank_id: 105,
        // The page's test vector: V12345678 under its key.
        destination_id: 'j0wVEESsfTMYA9L/782K3A==',
        destination_mobile_number: cipher.encrypt(request.payerPhone),
        origin_mobile_number: cipher.encrypt('584241234567'),
        payment_reference: '',
        trx_type: 'compra',
        payment_method: 'c2p',
        invoice_number: request.invoiceNumber,
        twofactor_auth: 'm250sf3wDkkTSvuyJ/z/Xg==',
      },
    });
  });

  it('sends the search with its own client id and key, both phones encrypted', async () => {
    seen = [];
    answer = json(404, { error_list: [{ error_code: '0330', description: 'No hay' }] });
    const criteria = { payerPhone: '584141234567', date: '2021-06-29', amount: '3333.00' };
    expect(
      await adapter().searchMobilePayments({ ...criteria, reference: '118060003823' }),
    ).toMatchObject({ outcome: 'not_found' });
    const [sent] = seen;
    expect(sent?.path).toBe('/mercantil-banco/prod/v1/mobile-payment/search');
    expect(sent?.headers['x-ibm-client-id']).toBe('aptovial-sandbox-search');
    const cipher = createFieldCipher('aptovial-sandbox-search-key');
    expect(JSON.parse(sent?.body ?? '{}').search_by).toEqual({
      amount: 3333,
      currency: 'ves',
      destination_mobile_number: cipher.encrypt('584141234567'),
      origin_mobile_number: cipher.encrypt('584241234567'),
      payment_reference: '118060003823',
      trx_date: '2021-06-29',
    });
  });

  it('is pending when the connection breaks after the charge was sent', async () => {
    answer = (response) => response.socket?.destroy();
    expect(await adapter().charge(sandboxCharge())).toMatchObject({
      outcome: 'pending',
      reason: 'unreadable_answer',
    });
  });

  it('shapes browser_agent as "Name Version" from any User-Agent', () => {
    expect(browserAgent('Mozilla/5.0 (X11) Gecko/20100101 Firefox/125.0')).toBe('Firefox 125.0');
    expect(browserAgent('Mozilla/5.0 Version/17.4 Mobile/15E148 Safari/604.1')).toBe('Safari 17.4');
    expect(browserAgent(undefined)).toBe('Desconocido 0');
  });
});

describe('reading answers the sandbox does not give', () => {
  const read = (status: number, body: unknown) =>
    readChargeAnswer(
      { kind: 'answered', status, headers: {}, body: JSON.stringify(body) },
      'F-1',
      undefined,
    );
  const trx = (fields: object) => ({ transaction_c2p_response: fields });
  const approved = {
    trx_status: 'approved',
    invoice_number: 'F-1',
    payment_reference: 57,
    amount: 30.1,
  };

  it.each([
    [
      'an unknown business error (4xx)',
      422,
      { error_list: [{ error_code: 'X1', description: '?' }] },
      { outcome: 'declined', code: 'rejected', bankCode: 'X1' },
    ],
    [
      'an unknown error on a 5xx',
      502,
      { error_list: [{ error_code: 'X2', description: '?' }] },
      { outcome: 'pending', reason: 'bank_error' },
    ],
    [
      'a gateway 5xx',
      503,
      { httpCode: '503', httpMessage: 'Service Unavailable' },
      { outcome: 'pending', reason: 'bank_error' },
    ],
    [
      'a status other than approved',
      200,
      trx({ trx_status: 'rejected', trx_internal_status: '05' }),
      { outcome: 'declined', code: 'rejected', bankCode: '05' },
    ],
    [
      'an approval of another invoice',
      200,
      trx({ ...approved, invoice_number: 'F-2' }),
      { outcome: 'pending', reason: 'unreadable_answer' },
    ],
    [
      'an approval without a reference',
      200,
      trx({ ...approved, payment_reference: '' }),
      { outcome: 'pending', reason: 'unreadable_answer' },
    ],
    [
      'an approval, the reference a number',
      200,
      trx(approved),
      { outcome: 'approved', paymentReference: '57', amount: '30.10' },
    ],
    [
      'a duplicate written with accents',
      400,
      { error_list: [{ error_code: '7', description: 'Número de factura procesado previamente' }] },
      { outcome: 'pending', reason: 'duplicate_invoice' },
    ],
    [
      'JSON that is not the answer',
      200,
      { ok: true },
      { outcome: 'pending', reason: 'unreadable_answer' },
    ],
  ])('%s', (_, status, body, expected) => {
    expect(read(status, body)).toMatchObject(expected);
  });
});

describe('the configured gateway', () => {
  it('starts the sandbox bank by default, and stops it on close', async () => {
    const opened = await openPaymentGateway(
      { gateway: 'sandbox', timeoutMs: 5_000, mercantil: undefined },
      captureLog(),
    );
    expect(opened.sandbox?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mercantil-banco\/sandbox$/);
    expect(await opened.gateway.charge(sandboxCharge())).toMatchObject({ outcome: 'approved' });
    await opened.close();
    expect(await opened.gateway.charge(sandboxCharge())).toMatchObject({
      outcome: 'declined',
      code: 'bank_unavailable',
    });
  });

  it('starts nothing when PAYMENT_GATEWAY=mercantil', async () => {
    const opened = await openPaymentGateway(
      { gateway: 'mercantil', timeoutMs: 5_000, mercantil: settings() },
      captureLog(),
    );
    expect(opened.sandbox).toBeUndefined();
  });
});
