import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The payer's whole phone is needed after the charge only by the reconciliation's search; it is
 * kept sealed (AES-256-GCM) while the charge is pending and erased when it settles (decision
 * 0024). The seal is bound to its payment's invoice (additional data), so a sealed value copied to
 * another row does not open. The payment key (twofactor_auth) is never kept at all.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

export type PhoneSeal = {
  seal(phone: string, invoice: string): string;
  /** The phone, or undefined when the value does not open with this key and invoice. */
  open(sealed: string, invoice: string): string | undefined;
  /** A key for a payment's receipt address: only who was answered (or e-mailed) knows it. */
  receiptToken(paymentId: number): string;
};

/** Two keys derived from the one secret: one seals phones, the other signs receipt addresses. */
export function createPhoneSeal(secret: string): PhoneSeal {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', secret, 'aptovial-payments', info, 32));
  const sealKey = derive('payer phone seal');
  const receiptKey = derive('payment receipt');
  const b64 = (bytes: Buffer) => bytes.toString('base64url');

  return {
    seal(phone, invoice) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      cipher.setAAD(Buffer.from(invoice));
      const body = Buffer.concat([cipher.update(phone, 'utf8'), cipher.final()]);
      return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
    },
    open(sealed, invoice) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(invoice));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return undefined;
      }
    },
    receiptToken(paymentId) {
      return b64(createHmac('sha256', receiptKey).update(`receipt:${paymentId}`).digest()).slice(
        0,
        32,
      );
    },
  };
}

/** "0414-1234567" → "0414-***4567": enough to recognise it, never the whole number. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${digits.slice(0, 4)}-***${digits.slice(-4)}`;
}
