import { createHmac } from 'node:crypto';

/**
 * `AptoVial-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (decision 0086): the
 * time inside the signed text lets a receiver refuse an old delivery replayed at it.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
