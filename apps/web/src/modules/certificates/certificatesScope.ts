import {
  type Certificate,
  certificateStateOf,
  isCorrectionWindowOpen,
  type Module,
  mayEditCertificates,
  mayIssueCertificates,
  mayReadCertificateHistory,
  mayReadCertificates,
  mayReenableCertificates,
  type Role,
} from '@aptovial/shared';

export const certificatesKeys = { all: ['certificates'] as const };
/** Road medicine's queries sit under the certificates' keys: a status change refreshes them too. */
export const roadCertificatesKeys = {
  all: [...certificatesKeys.all, 'road'] as const,
  lists: [...certificatesKeys.all, 'road', 'list'] as const,
};

/**
 * Which certificates a screen shows: 'college' reads /api/certifields (the college and INTT, every
 * channel), 'road' road medicine's own list and calls (the doctor issuing as themselves).
 */
export type CertificatesVariant = 'college' | 'road';

export type CertificatesAccess = {
  /** The medic college and INTT read certificates; INTT only reads. */
  allowed: boolean;
  /** Issue, edit and disable: medic college accounts (their own state unless Admin). */
  canIssue: boolean;
  /** Opens the issue form (road medicine: a doctor issuing as their own college number). */
  issuesNew: boolean;
  /** Re-enable a disabled certificate: the medic college's Admin. */
  canReenable: boolean;
  /** Corrects certificates (decision 0048): the issuing doctor's roles and the Admin. */
  canEdit: boolean;
  /** The Admin corrects any certificate in sight; a doctor only those `ownNumber` issued. */
  editsAny: boolean;
  ownNumber: number | null;
  /** Reads a certificate's history: the Admin. */
  seesHistory: boolean;
  /** The totals report (countCertifields): the medic college's Admin. */
  seesTotals: boolean;
  /** Admin and INTT read every state, so they filter by state. */
  allStates: boolean;
  /** The state a non-Admin medic account works in. */
  ownState: string | null;
};

/** What the access rules read of a session. */
export type CertificatesSession = {
  module: Module;
  role: Role;
  user: { state: string | null; schoolNumberId: number | null };
};

function editorOf(session: CertificatesSession) {
  const account = { module: session.module, role: session.role };
  return {
    canEdit: mayEditCertificates(account),
    editsAny: account.role === 'Admin',
    ownNumber: session.user.schoolNumberId,
    seesHistory: mayReadCertificateHistory(account),
  };
}

/**
 * Whether the edit is offered (decision 0048): an enabled certificate, to the Admin or the doctor
 * whose college number issued it, while its correction window is open.
 */
export function offersEdit(
  access: CertificatesAccess,
  certificate: Certificate,
  now: Date = new Date(),
): boolean {
  if (!access.canEdit || !certificate.status) return false;
  const own = certificate.createdBy.schoolNumberId === access.ownNumber;
  if (!access.editsAny && !own) return false;
  return isCorrectionWindowOpen(certificate.createdAt, now);
}

export function certificatesAccessOf(session: CertificatesSession): CertificatesAccess {
  const account = { module: session.module, role: session.role, state: session.user.state };
  const visible = certificateStateOf(account);
  const canIssue = mayIssueCertificates(account);
  return {
    allowed: mayReadCertificates(account),
    canIssue,
    issuesNew: canIssue,
    canReenable: mayReenableCertificates(account),
    ...editorOf(session),
    seesTotals: account.module === 'medic' && account.role === 'Admin',
    allStates: visible === undefined,
    ownState: visible ?? null,
  };
}

/**
 * Road medicine's certificates (Lista-Certificados-viales): a VialDirector reads, edits and
 * disables the ones they issued, the Admin every road-medicine one (the API keeps each to theirs).
 * Issuing takes the session's own college number, so an account without one does not issue.
 */
export function roadCertificatesAccessOf(session: CertificatesSession): CertificatesAccess {
  const road = session.module === 'medicVial';
  const admin = session.role === 'Admin';
  return {
    allowed: road,
    canIssue: road,
    issuesNew: road && session.user.schoolNumberId !== null,
    canReenable: false,
    ...editorOf(session),
    seesTotals: false,
    allStates: admin,
    ownState: admin ? null : session.user.state,
  };
}
