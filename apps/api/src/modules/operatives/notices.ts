import { formatDate, formatDecimalEs, type Operative, stateName } from '@aptovial/shared';
import {
  type NoticeAddressee,
  type OperativeFacts,
  operativeAnnouncedEmail,
  operativeCancelledEmail,
  operativeRescheduledEmail,
} from '../../adapters/mail/operative-templates';
import type { EmailContent } from '../../adapters/mail/templates';
import type { EmailMessage, Mailer } from '../../adapters/mail/types';
import type { Db } from '../../db/client';
import type { OpenApplicant } from '../pre-registrations/repo';

/** What happened to the operative, as its notice tells it. */
export type NoticeKind =
  | { kind: 'announced' }
  | { kind: 'rescheduled' }
  | { kind: 'cancelled'; reason: string };

export const mapUrlOf = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

export function datesText({ startDate, endDate }: Pick<Operative, 'startDate' | 'endDate'>) {
  return startDate === endDate
    ? `el ${formatDate(startDate)}`
    : `del ${formatDate(startDate)} al ${formatDate(endDate)}`;
}

export function factsOf(operative: Operative): OperativeFacts {
  const doctor = operative.created_By;
  return {
    place: operative.address.description,
    mapUrl: mapUrlOf(operative.address),
    municipality: operative.municipalityName,
    state: stateName(operative.state),
    dates: datesText(operative),
    price: `${formatDecimalEs(operative.price)} Bs`,
    doctor: `${doctor.names} ${doctor.lastNames}`,
  };
}

function contentOf(notice: NoticeKind, facts: OperativeFacts, to: NoticeAddressee): EmailContent {
  if (notice.kind === 'announced') return operativeAnnouncedEmail(facts, to);
  if (notice.kind === 'rescheduled') return operativeRescheduledEmail(facts, to);
  return operativeCancelledEmail(facts, to, notice.reason);
}

/**
 * One e-mail per open request of the municipality (with its number) and one per extra recipient
 * the doctor added, unless that address already gets an applicant's.
 */
export function noticesOf(
  notice: NoticeKind,
  operative: Operative,
  applicants: readonly OpenApplicant[],
): EmailMessage[] {
  const facts = factsOf(operative);
  const told = new Set(applicants.map((applicant) => applicant.email.toLowerCase()));
  const toApplicants = applicants.map((applicant) => ({
    to: applicant.email,
    ...contentOf(notice, facts, { names: applicant.names, requestNumber: applicant.id }),
  }));
  const others = [...new Set(operative.recipients.map((email) => email.toLowerCase()))]
    .filter((email) => !told.has(email))
    .map((to) => ({ to, ...contentOf(notice, facts, {}) }));
  return [...toApplicants, ...others];
}

/**
 * Queues the notices in the caller's transaction (they leave only if the change commits, and
 * wait in the outbox while SMTP is down); the caller kicks the sender after the commit.
 */
export async function enqueueNotices(
  mail: Pick<Mailer, 'enqueueMany'>,
  notice: NoticeKind,
  operative: Operative,
  applicants: readonly OpenApplicant[],
  tx: Db,
): Promise<number> {
  return mail.enqueueMany(noticesOf(notice, operative, applicants), tx);
}
