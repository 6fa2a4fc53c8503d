import {
  certificateStateOf,
  type Module,
  mayIssueCertificates,
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
};

function asRole(role: string): Role {
  const known = roleCodes.find((code) => code === role);
  if (!known) throw new Error(`unknown role ${role}`);
  return known;
}

/** The actor of a session; a module without certificates (nurses, road medicine) is FORBIDDEN. */
export function certificatesActorOf({ account, user }: AuthContext): CertificatesActor {
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
  };
}

export function assertMayIssue(actor: CertificatesActor): void {
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

/** Reportes (countCertifields): whom SPEC.md section 6's menu offers it to, the medic Admin. */
export function assertMayCountCertificates(actor: CertificatesActor): void {
  if (!menuOffers(actor, 'countCertifields')) {
    throw new AppError('FORBIDDEN', 'Su rol no tiene acceso a los reportes de certificados.');
  }
}

export function isVisible(actor: CertificatesActor, certificate: { state: string }): boolean {
  return actor.visibleState === undefined || certificate.state === actor.visibleState;
}

/** The actor columns of an audit event. */
export const auditActorOf = (actor: CertificatesActor, ip: string) => ({
  accountId: actor.accountId,
  userId: actor.userId,
  ip,
});
