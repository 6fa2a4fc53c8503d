import type { IncomingMessage } from 'node:http';
import { isObject, text } from './mercantil-answers';
import { sandboxErrorCodes, sandboxSettings } from './sandbox-data';

// The sandbox bank's reading and writing of the wire format (docs/integrations/mercantil-c2p.md).

export type Answer = [status: number, body: object];

const MAX_BODY_BYTES = 64 * 1024;
/** The bank's clock is Venezuela's (UTC-4 all year). */
export const vet = (date: Date) => new Date(date.getTime() - 4 * 3_600_000).toISOString();

/** The bank's JSON number as whole cents, or undefined for anything but a positive 2-place amount. */
export function centsOf(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  const cents = Math.round(value * 100);
  return Math.abs(value * 100 - cents) < 1e-6 ? cents : undefined;
}

export function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks).toString('utf8') : undefined),
    );
    request.on('error', () => resolve(undefined));
  });
}

/** The bank's time as it writes it: "2019-09-12 03:07:53 VET". */
export const processingDate = (now: Date) => `${vet(now).slice(0, 19).replace('T', ' ')} VET`;

const { integratorId, merchantId, terminalId } = sandboxSettings('');
export const sandboxMerchant = { integratorId, merchantId, terminalId };

/** A business error: HTTP 4xx with `error_list`. */
export function business(now: Date, code: string, description: string): Answer {
  return [
    400,
    {
      processing_date: processingDate(now),
      merchant_identify: sandboxMerchant,
      error_list: [{ error_code: code, description }],
    },
  ];
}

/** A body the bank cannot read: HTTP 500 with code 99999. */
export function malformed(detail: string): Answer {
  const description = `Mensaje inválido: ${detail}`;
  return [500, { error_list: [{ error_code: sandboxErrorCodes.malformed, description }] }];
}

/** The sender must name this merchant and describe the payer's device as the bank asks. */
export function identifyProblem(
  body: Record<string, unknown>,
  merchant: Record<string, unknown> = sandboxMerchant,
): string | undefined {
  const sent = body.merchant_identify;
  if (!isObject(sent) || Object.keys(merchant).some((field) => sent[field] !== merchant[field]))
    return 'merchant_identify no corresponde al comercio';
  const client = body.client_identify;
  if (
    !isObject(client) ||
    typeof client.ipaddress !== 'string' ||
    !/^\S+ \S+$/.test(text(client.browser_agent) ?? '') ||
    !isObject(client.mobile) ||
    !text(client.mobile.manufacturer)
  )
    return 'client_identify incompleto';
  return undefined;
}
