import type { CertificateProofFields, ProofVerdict, PublicCertificate } from '@aptovial/shared';
import type { OutcomeKind } from '../outcome';
import type { LiveStatus } from './liveStatus';

/** The browser's verdict on a printed proof; `no-keys`/`no-crypto`: it could not judge. */
export type ProofCheck = {
  verdict: ProofVerdict | { state: 'no-keys' } | { state: 'no-crypto' };
  /** The key set came from the server now, not from the copy kept for offline use. */
  keysFresh: boolean;
};

export type Decision = {
  outcome: OutcomeKind;
  shown: CertificateProofFields | PublicCertificate | null;
  signed: boolean;
};

const byLiveStatus: Record<PublicCertificate['status'], OutcomeKind> = {
  valid: 'valid',
  expired: 'expired',
  disabled: 'disabled',
};

const byLiveFailure = {
  notFound: 'notFound',
  rateLimited: 'rateLimited',
  failed: 'networkError',
} as const satisfies Record<Exclude<LiveStatus['kind'], 'found'>, OutcomeKind>;

/** A serial typed in the search box: the live record alone. */
export function decideWithoutProof(live: LiveStatus): Decision {
  if (live.kind === 'found') {
    return {
      outcome: byLiveStatus[live.certificate.status],
      shown: live.certificate,
      signed: false,
    };
  }
  // No answer at all: only a QR's signature can be checked without signal (decision 0072).
  if (live.kind === 'failed' && !live.answered) {
    return { outcome: 'serialOffline', shown: null, signed: false };
  }
  return { outcome: byLiveFailure[live.kind], shown: null, signed: false };
}

const nothing = (outcome: OutcomeKind): Decision => ({ outcome, shown: null, signed: false });

/**
 * The QR's address: the signature and the live record must both agree before "valid" is shown.
 * `today`: 'YYYY-MM-DD', so a printed due date already past reads as expired without signal.
 */
export function decideWithProof(proof: ProofCheck, live: LiveStatus, today: string): Decision {
  const { verdict } = proof;
  if (verdict.state === 'forged') return nothing('forged');
  // Online, a key the server does not list signed nothing genuine; a stale offline copy cannot tell.
  if (verdict.state === 'unknown-key') return nothing(proof.keysFresh ? 'forged' : 'unverifiable');
  if (verdict.state === 'no-keys' || verdict.state === 'no-crypto') return nothing('unverifiable');
  if (verdict.state === 'withdrawn') return withdrawn(verdict.fields, verdict.revision, live);

  // AptoVial never signed a certificate of the replaced system (decision 0080): whatever the QR
  // says, the live record alone decides, and nothing reads as signed.
  if (live.kind === 'found' && live.certificate.imported) return decideWithoutProof(live);
  const { fields, revision } = verdict;
  const signed = (outcome: OutcomeKind): Decision => ({ outcome, shown: fields, signed: true });
  switch (live.kind) {
    case 'found':
      // Printed before a correction: outdated whatever its fields (decision 0052), so an edit
      // undone (A, B, then A again) or one the comparison cannot see never reads valid.
      if (revision < live.certificate.version) return superseded(live.certificate);
      if (sameCertificate(fields, live.certificate)) {
        return signed(byLiveStatus[live.certificate.status]);
      }
      return differing(live.certificate);
    case 'notFound':
      return nothing('notFound');
    case 'rateLimited':
      return signed('rateLimited');
    case 'failed':
      return signed(fields.dueDate < today ? 'expired' : 'offline');
  }
}

/**
 * A leaked key's QR proves nothing (decision 0038): with signal the live record decides, and a
 * still-valid record alike asks for a reprint, showing the record's data rather than the signed
 * fields; without signal, the printout's.
 */
function withdrawn(fields: CertificateProofFields, revision: number, live: LiveStatus): Decision {
  if (live.kind === 'notFound') return nothing('notFound');
  if (live.kind !== 'found') return { outcome: 'withdrawn', shown: fields, signed: false };
  const { certificate } = live;
  if (certificate.status !== 'valid') {
    return { outcome: byLiveStatus[certificate.status], shown: certificate, signed: false };
  }
  if (revision < certificate.version) return superseded(certificate);
  if (!sameCertificate(fields, certificate)) return differing(certificate);
  return { outcome: 'withdrawn', shown: certificate, signed: false };
}

/**
 * A genuine printout whose data the live record no longer holds. An edit bumps the version
 * (1 as issued), so a record above 1 was corrected after printing: the newer data is shown to
 * compare. At version 1 nobody changed it through the app: nothing is shown.
 */
function differing(live: PublicCertificate): Decision {
  if (live.version > 1) return superseded(live);
  return nothing('mismatch');
}

/** "Corregido: pida la versión vigente", with the record's newer data to compare. */
const superseded = (live: PublicCertificate): Decision => ({
  outcome: 'superseded',
  shown: live,
  signed: false,
});

/** Case, accents' encoding and spacing aside: the server may store what the medic typed. */
function sameText(a: string | null, b: string | null): boolean {
  const normal = (text: string | null) =>
    text?.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es') ?? null;
  return normal(a) === normal(b);
}

const sameDay = (a: string, b: string) => a.slice(0, 10) === b.slice(0, 10);

const sameRules = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

const textFields = [
  'names',
  'lastNames',
  'maskedDni',
  'grade',
  'typeCertifields',
  'doctor',
  'licenseNumber',
  'state',
] as const;

/** Whether the live record holds what the proof signed: a difference must never read as valid. */
export function sameCertificate(signed: CertificateProofFields, live: PublicCertificate): boolean {
  return (
    signed.serial === live.serial &&
    textFields.every((field) => sameText(signed[field], live[field])) &&
    sameDay(signed.expeditionDate, live.expeditionDate) &&
    sameDay(signed.dueDate, live.dueDate) &&
    signed.glasses === live.glasses &&
    sameRules(signed.rules, live.rules)
  );
}
