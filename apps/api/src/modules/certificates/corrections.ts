import {
  CORRECTION_FIELDS,
  CORRECTION_WINDOW_HOURS,
  correctionWindowEnd,
  formatTimestamp,
  isCorrectionWindowOpen,
} from '@aptovial/shared';
import { AppError } from '../../errors';
import { changedFields } from '../audit/changes';
import type { CertificateValues, StoredCertificate } from './repo';

/** The column each corrected API field is stored in. */
const columnOf = (field: string) => (field === 'typeCertifields' ? 'type' : field);
const windowedColumns = new Set<string>(CORRECTION_FIELDS.map(columnOf));

type Stored = Pick<StoredCertificate, 'dni' | 'nationality' | 'createdAt'> &
  Record<string, unknown>;

/**
 * Decision 0048: the holder's identity is never edited. Sending the stored value again is fine
 * (a form sends every field); a different one is refused, naming the field.
 */
export function assertHolderKept(stored: Stored, columns: Partial<CertificateValues>) {
  const changed = (['nationality', 'dni'] as const).filter(
    (field) => columns[field] !== undefined && columns[field] !== stored[field],
  );
  if (changed.length === 0) return;
  throw new AppError(
    'HOLDER_IDENTITY_FIXED',
    undefined,
    changed.map((field) => ({
      field,
      message:
        'La cédula y la nacionalidad del titular no se corrigen: deshabilite el certificado y emita uno nuevo.',
    })),
  );
}

/**
 * Decision 0048: what the printout and its QR show is corrected only within
 * CORRECTION_WINDOW_HOURS of the certificate's creation, by everyone (the Admin too). Other
 * fields (place, occupation, blood type...) may change later.
 */
export function assertWithinWindow(stored: Stored, columns: Partial<CertificateValues>, now: Date) {
  const corrected = Object.keys(changedFields(stored, columns)).filter((column) =>
    windowedColumns.has(column),
  );
  if (corrected.length === 0 || isCorrectionWindowOpen(stored.createdAt, now)) return;
  const closed = formatTimestamp(correctionWindowEnd(stored.createdAt));
  throw new AppError(
    'CORRECTION_WINDOW_CLOSED',
    `El plazo de ${CORRECTION_WINDOW_HOURS} horas para corregir los datos impresos de este certificado venció el ${closed}. Deshabilítelo y emita uno nuevo con los datos correctos.`,
  );
}
