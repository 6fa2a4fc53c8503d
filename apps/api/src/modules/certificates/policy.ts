import {
  certificateStateOf,
  type Module,
  mayEditCertificates,
  mayIssueCertificates,
  mayReadCertificateHistory,
  mayReadCertificates,
  mayReenableCertificates,
  menuOffers,
  type Role,
  roleCodes,
} from '@aptovial/shared';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';

/** The signed-in account reading, issuing or disabling certificates. */
export type CertificatesActor = {
  accountId: number;
  userId: number;
  module: Module;
  role: Role;
  /** The college number the account issues as (accounts.school_number_id), if any. */
  schoolNumberId: number | null;
  /** `undefined`: certificates of every state; otherwise only this state's (`null`: none). */
  visibleState: string | null | undefined;
  /**
   * Road medicine (decision 0019) issues as 'medicVial' and reads only those certificates; a
   * vialDirector only the ones their college number issued (`ownIssuer`), the Admin all of them.
   * The college and INTT issue as 'colegio' and read both channels.
   */
  channel: 'colegio' | 'medicVial';
  ownIssuer: number | null;
};

function asRole(role: string): Role {
  const known = roleCodes.find((code) => code === role);
  if (!known) throw new Error(`unknown role ${role}`);
  return known;
}

/** A road-medicine session: every road-medicine certificate for the Admin, their own otherwise. */
function roadActorOf({ account, user }: AuthContext): CertificatesActor {
  const role = asRole(account.role);
  // The Admin reads every road-medicine certificate with or without a number of their own; a
  // doctor's sight is their number, so a doctor's credential without one reads nothing.
  if (account.schoolNumberId === null && role !== 'Admin') {
    throw new AppError('FORBIDDEN', 'Su credencial no está vinculada a un número de colegio.');
  }
  return {
    accountId: account.id,
    userId: user.id,
    module: account.module,
    role,
    schoolNumberId: account.schoolNumberId,
    visibleState: undefined,
    channel: 'medicVial',
    ownIssuer: role === 'Admin' ? null : account.schoolNumberId,
  };
}

/** The actor of a session; a module without certificates (nurses) is FORBIDDEN. */
export function certificatesActorOf(context: AuthContext): CertificatesActor {
  const { account, user } = context;
  if (account.module === 'medicVial') return roadActorOf(context);
  if (!mayReadCertificates(account)) {
    throw new AppError('FORBIDDEN', 'Su módulo no consulta certificados.');
  }
  const role = asRole(account.role);
  return {
    accountId: account.id,
    userId: user.id,
    module: account.module,
    role,
    schoolNumberId: account.schoolNumberId,
    visibleState: certificateStateOf({ module: account.module, role, state: account.state }),
    channel: 'colegio',
    ownIssuer: null,
  };
}

/** The medic college issues; so does road medicine, each doctor with their own number. */
export function assertMayIssue(actor: CertificatesActor): void {
  if (actor.channel === 'medicVial') return;
  if (!mayIssueCertificates(actor)) {
    throw new AppError('FORBIDDEN', 'Solo el Colegio de Médicos emite y modifica certificados.');
  }
}

export function assertMayReenable(actor: CertificatesActor): void {
  if (!mayReenableCertificates(actor)) {
    throw new AppError(
      'FORBIDDEN',
      'Solo el Administrador del Colegio de Médicos rehabilita certificados.',
    );
  }
}

/** Correcting: the issuing doctors' roles and the Admins (decision 0048), before any input. */
export function assertMayEdit(actor: CertificatesActor): void {
  if (!mayEditCertificates(actor)) {
    throw new AppError(
      'FORBIDDEN',
      'Solo el médico que emitió el certificado o el Administrador pueden corregirlo.',
    );
  }
}

/** A doctor corrects only what their college number issued; the Admin any certificate in sight. */
export function assertIssuedBy(actor: CertificatesActor, stored: { schoolNumberId: number }): void {
  if (actor.role === 'Admin' || actor.schoolNumberId === stored.schoolNumberId) return;
  throw new AppError('FORBIDDEN', 'Solo puede corregir los certificados que usted emitió.');
}

/** A certificate's history: the medic Admin, and the road Admin (decision 0048). */
export function assertMayReadHistory(actor: CertificatesActor): void {
  if (!mayReadCertificateHistory(actor)) {
    throw new AppError(
      'FORBIDDEN',
      'Solo el Administrador consulta el historial de un certificado.',
    );
  }
}

/** Reportes (countCertifields): whom docs/product/roles.md's menu offers it to, the medic Admin. */
export function assertMayCountCertificates(actor: CertificatesActor): void {
  if (!menuOffers(actor, 'countCertifields')) {
    throw new AppError('FORBIDDEN', 'Su rol no tiene acceso a los reportes de certificados.');
  }
}

/**
 * The list of certificates (GET /api/certifields): a medic college role whose menu hides it (the
 * Directorate) is refused from the same table (decision 0051); INTT and road medicine read it.
 */
export function assertMayListCertificates(actor: CertificatesActor): void {
  if (actor.module === 'medic' && !menuOffers(actor, 'listCertifields')) {
    throw new AppError('FORBIDDEN', 'Su rol no tiene acceso a la lista de certificados.');
  }
}

/** What a certificate (or an issuer, which has no channel) shows of itself to the rules. */
type Visible = { state: string; channel?: string; schoolNumberId?: number };

export function isVisible(actor: CertificatesActor, certificate: Visible): boolean {
  if (actor.channel === 'medicVial') {
    if (certificate.channel !== undefined && certificate.channel !== 'medicVial') return false;
    return actor.ownIssuer === null || certificate.schoolNumberId === actor.ownIssuer;
  }
  return actor.visibleState === undefined || certificate.state === actor.visibleState;
}

/**
 * A stored certificate the actor may change: NOT_FOUND when it does not exist or is out of their
 * sight, FORBIDDEN for a road-medicine certificate another doctor issued (the issue's 403).
 */
export function assertChangeable<T extends Visible>(
  actor: CertificatesActor,
  stored: T | undefined,
): asserts stored is T {
  if (!stored) throw new AppError('NOT_FOUND', 'El certificado no existe.');
  if (isVisible(actor, stored)) return;
  if (actor.channel === 'medicVial' && stored.channel === 'medicVial') {
    throw new AppError('FORBIDDEN', 'Solo puede modificar los certificados que usted emitió.');
  }
  throw new AppError('NOT_FOUND', 'El certificado no existe.');
}

/** The actor columns of an audit event. */
export const auditActorOf = (actor: CertificatesActor, ip: string) => ({
  accountId: actor.accountId,
  userId: actor.userId,
  ip,
});
