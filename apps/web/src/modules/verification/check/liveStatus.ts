import { type PublicCertificate, publicCertificateResponseSchema } from '@aptovial/shared';
import type { Answer } from '../requests';

/** What the server says about a serial right now (GET /api/certifields/searchFree). */
export type LiveStatus =
  | { kind: 'found'; certificate: PublicCertificate }
  | { kind: 'notFound' }
  | { kind: 'rateLimited' }
  /**
   * No connection (`answered` false: no answer at all), a server error or an answer that is not
   * the public schema.
   */
  | { kind: 'failed'; answered: boolean };

export function readLiveStatus(answer: Answer, serial: number): LiveStatus {
  if (!answer.ok) {
    if (answer.status === 404) return { kind: 'notFound' };
    if (answer.status === 429) return { kind: 'rateLimited' };
    return { kind: 'failed', answered: answer.status !== 0 };
  }
  const parsed = publicCertificateResponseSchema.safeParse(answer.body);
  // An answer about another serial would put someone else's status beside this certificate.
  if (!parsed.success || parsed.data.data.serial !== serial) {
    return { kind: 'failed', answered: true };
  }
  return { kind: 'found', certificate: parsed.data.data };
}
