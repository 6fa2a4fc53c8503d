import { sql } from 'drizzle-orm';
import { certificates } from '../../db/schema/index';
import type { ImportKind, ImportTx } from '../kind';
import { checkCertificate, type ImportedCertificate } from './certificate-check';
import { certificateColumnList } from './certificate-columns';
import { type CertificateLookups, readCertificateLookups } from './certificate-lookups';

/**
 * Rows one statement inserts: 28 parameters each each stay well under PostgreSQL's 65,535 parameters, and
 * the kept counters' statement triggers run once per chunk, not per row (decision 0055).
 */
const CHUNK = 2_000;

/**
 * A serial issued here between the check and the write breaks certificates_serial_uq: the runner
 * reports it and the file is left unwritten.
 */
async function insertChunk(tx: ImportTx, chunk: readonly ImportedCertificate[]): Promise<void> {
  const rows = chunk.map(({ present: _, ...certificate }) => ({
    ...certificate,
    rules: [...certificate.rules],
    channel: 'colegio' as const,
    updatedAt: certificate.createdAt,
    // The transaction's start: every certificate of one file carries the same import time.
    importedAt: sql`now()`,
  }));
  await tx.insert(certificates).values(rows);
}

/**
 * Certificates issued by the system AptoVial replaced (decision 0080): the export sheet's columns,
 * each serial inside a lot of its state, issued by a known college number there. They are marked
 * `imported_at`: never signed, so they verify by serial alone and print without a QR.
 */
export const certificatesKind: ImportKind<ImportedCertificate, CertificateLookups> = {
  name: 'certificados',
  label: 'certificados del sistema anterior',
  columns: certificateColumnList,
  prepare: readCertificateLookups,
  check: (row, _rowNumber, lookups) => checkCertificate(row, lookups),
  key: (certificate) => String(certificate.serial),

  async write(tx, values) {
    const fresh = values.filter((certificate) => !certificate.present);
    for (let start = 0; start < fresh.length; start += CHUNK) {
      await insertChunk(tx, fresh.slice(start, start + CHUNK));
    }
    return { inserted: fresh.length, unchanged: values.length - fresh.length };
  },
};
