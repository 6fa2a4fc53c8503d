import { formatDate, todayInCaracas } from '@aptovial/shared';
import { and, asc, count, eq, gt, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { certificates } from '../db/schema/index';
import { proofFieldsOf } from '../modules/certificates/proof-fields';
import { selectCertificates, toCertificate } from '../modules/certificates/rows';
import type { CertificateSigner } from '../modules/certificates/signing';

/**
 * The certificates a withdrawn key may have signed, re-signed by the key signing now (the key-leak
 * drill, docs/decisions/0038). Proofs are not stored, so "may have signed" is worked out from
 * dates: see `reprintFilter`.
 */

/** One certificate to reprint: a line of the drill's CSV. */
export type Reprint = {
  serial: number;
  state: string;
  /** V-12345678: who to call to hand the new printout to. */
  holderDni: string;
  /** DD/MM/YYYY, as printed. */
  expeditionDate: string;
  /** The new QR's address, signed by the key signing now. */
  url: string;
};

export const REPRINT_CSV_HEADER = [
  'serial',
  'estado',
  'cedula_titular',
  'fecha_expedicion',
  'url_verificacion_nueva',
];

/**
 * Still valid (enabled, due today or later in Caracas), issued here (one imported from the replaced
 * system was never signed, decision 0080) and existing before `signedUntil`: any
 * printout of such a certificate, of any version and at any time while the key signed, may carry
 * its QR, since a printout can be downloaded again at any time and none is logged.
 */
function reprintFilter(signedUntil: Date, now: Date) {
  return and(
    eq(certificates.status, true),
    isNull(certificates.importedAt),
    gte(certificates.dueDate, todayInCaracas(now)),
    lte(certificates.createdAt, signedUntil),
  );
}

export async function countReprints(db: Db, signedUntil: Date, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(certificates)
    .where(reprintFilter(signedUntil, now));
  return row?.total ?? 0;
}

const PAGE = 1000;

/**
 * The reprints in serial order, a page at a time, so a state's whole history (up to a million
 * certificates) never sits in memory at once. The proof fields are the printout's (proof-fields.ts).
 */
export async function* reprints(
  db: Db,
  signer: CertificateSigner,
  signedUntil: Date,
  now: Date,
): AsyncGenerator<Reprint[]> {
  let after = 0;
  for (;;) {
    const rows = await selectCertificates(db)
      .where(and(reprintFilter(signedUntil, now), gt(certificates.serial, after)))
      .orderBy(asc(certificates.serial))
      .limit(PAGE);
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map((row) => {
      const certificate = toCertificate(row);
      return {
        serial: certificate.serial,
        state: certificate.state,
        holderDni: `${certificate.nationality}-${certificate.dni}`,
        expeditionDate: formatDate(certificate.expeditionDate),
        url: signer.sign(proofFieldsOf(certificate), certificate.version).url,
      };
    });
    after = last.certificate.serial;
  }
}

/** One CSV line (RFC 4180: quoted when it holds a comma, a quote or a line break). */
export function csvLine(values: ReadonlyArray<string | number>): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${values.map(cell).join(',')}\r\n`;
}

export const reprintLine = (reprint: Reprint) =>
  csvLine([reprint.serial, reprint.state, reprint.holderDni, reprint.expeditionDate, reprint.url]);
