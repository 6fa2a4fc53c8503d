import type { PaidBy, PaymentListItem } from '@aptovial/shared';
import type { ListedPaymentRow } from './list-repo';

/**
 * Who paid (docs/product/entities.md, paid_By): the person of the request it paid, or else the
 * holder of the certificate it paid (a certificate keeps no e-mail: ''); null when it paid neither
 * yet.
 */
function paidByOf({ request, certificate }: ListedPaymentRow): PaidBy | null {
  if (request) {
    return {
      names: request.names,
      lastNames: request.lastNames,
      email: request.email,
      state: request.state,
      nationality: request.nationality,
      dni: request.dni,
      typeCertifields: request.type,
      grades: request.grades,
    };
  }
  if (!certificate || certificate.id === null) return null;
  return {
    names: certificate.names ?? '',
    lastNames: certificate.lastNames ?? '',
    email: '',
    state: certificate.state ?? '',
    nationality: certificate.nationality ?? '',
    dni: certificate.dni ?? '',
    typeCertifields: certificate.type ?? '',
    grades: certificate.grade ? [certificate.grade] : [],
  };
}

/** A payment as the list answers it: the phone masked, amounts as exact text. */
export function toPaymentItem(row: ListedPaymentRow): PaymentListItem {
  const { payment } = row;
  return {
    ...payment,
    createdAt: payment.createdAt.toISOString(),
    paidBy: paidByOf(row),
    certificateId: row.certificate?.id ?? null,
    certificateSerial: row.certificate?.serial ?? null,
  };
}
