import { sql } from 'drizzle-orm';
import type { ImportKind } from '../kind';
import { checkCertificate, type ImportedCertificate } from './certificate-check';
import { certificateColumnList } from './certificate-columns';
import { type CertificateLookups, readCertificateLookups } from './certificate-lookups';
import { type BatchColumn, batchColumn, unnestInsert } from './unnest-insert';

type C = ImportedCertificate;
const column = batchColumn<C>;

/** The columns an imported certificate sets; the others keep their defaults. */
const COLUMNS: readonly BatchColumn<C>[] = [
  column('serial', 'bigint', (c) => c.serial),
  column('lot_id', 'bigint', (c) => c.lotId),
  column('state', 'text', (c) => c.state),
  column('place', 'text', (c) => c.place),
  column('expedition_date', 'date', (c) => c.expeditionDate),
  column('due_date', 'date', (c) => c.dueDate),
  column('dni', 'text', (c) => c.dni),
  column('nationality', 'text', (c) => c.nationality),
  column('names', 'text', (c) => c.names),
  column('last_names', 'text', (c) => c.lastNames),
  column('birth_date', 'date', (c) => c.birthDate),
  column('occupation', 'text', (c) => c.occupation),
  column('grade', 'text', (c) => c.grade),
  column('type', 'text', (c) => c.type),
  column('type_special', 'text', (c) => c.typeSpecial),
  column('observations', 'text', (c) => c.observations),
  // Restriction codes never hold a comma: the file's cell was split on them.
  column('rules', 'text', (c) => c.rules.join(','), sql`string_to_array(u.rules, ',')`),
  column('glasses', 'boolean', (c) => c.glasses),
  column('blood_type', 'text', (c) => c.bloodType),
  column('school_number_id', 'bigint', (c) => c.schoolNumberId),
  column('name_doctor', 'text', (c) => c.nameDoctor),
  column('dni_doctor', 'text', (c) => c.dniDoctor),
  column('status', 'boolean', (c) => c.status),
  column('reason', 'text', (c) => c.reason),
  column('created_at', 'timestamptz', (c) => c.createdAt.toISOString()),
];

/**
 * Certificates issued by the system AptoVial replaced (decision 0080): the export sheet's columns,
 * each serial inside a lot of its state, issued by a known college number there. They are marked
 * `imported_at`: never signed, so they verify by serial alone and print without a QR. A serial
 * issued here between the check and the write breaks certificates_serial_uq: the runner reports
 * it and the file is left unwritten.
 */
export const certificatesKind: ImportKind<ImportedCertificate, CertificateLookups> = {
  name: 'certificados',
  label: 'certificados del sistema anterior',
  columns: certificateColumnList,
  counted: ['certificates'],
  prepare: readCertificateLookups,
  check: (row, _rowNumber, lookups) => checkCertificate(row, lookups),
  key: (certificate) => certificate.serial,

  async write(tx, values) {
    const fresh = values.filter((certificate) => !certificate.present);
    if (fresh.length > 0) {
      await unnestInsert(tx, 'certificates', COLUMNS, fresh, {
        fixed: [
          ['channel', sql`'colegio'`],
          ['updated_at', sql`u.created_at`],
          // The transaction's start: every certificate of one file carries the same import time.
          ['imported_at', sql`now()`],
        ],
      });
    }
    return { inserted: fresh.length, unchanged: values.length - fresh.length };
  },
};
