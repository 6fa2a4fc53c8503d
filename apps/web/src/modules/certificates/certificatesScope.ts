import {
  certificateStateOf,
  type Module,
  mayIssueCertificates,
  mayReadCertificates,
  mayReenableCertificates,
  type Role,
} from '@aptovial/shared';

export const certificatesKeys = { all: ['certificates'] as const };

export type CertificatesAccess = {
  /** The medic college and INTT read certificates; INTT only reads. */
  allowed: boolean;
  /** Issue, edit and disable: medic college accounts (their own state unless Admin). */
  canIssue: boolean;
  /** Re-enable a disabled certificate: the medic college's Admin. */
  canReenable: boolean;
  /** The totals report (countCertifields): the medic college's Admin. */
  seesTotals: boolean;
  /** Admin and INTT read every state, so they filter by state. */
  allStates: boolean;
  /** The state a non-Admin medic account works in. */
  ownState: string | null;
};

export function certificatesAccessOf(session: {
  module: Module;
  role: Role;
  user: { state: string | null };
}): CertificatesAccess {
  const account = { module: session.module, role: session.role, state: session.user.state };
  const visible = certificateStateOf(account);
  return {
    allowed: mayReadCertificates(account),
    canIssue: mayIssueCertificates(account),
    canReenable: mayReenableCertificates(account),
    seesTotals: account.module === 'medic' && account.role === 'Admin',
    allStates: visible === undefined,
    ownState: visible ?? null,
  };
}
