import { type CreateCredentialInput, isSolvent, mayManageRoadCredentials } from '@aptovial/shared';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';
import type { Issuers, RoadMedic } from '../registers/issuers';

type Account = AuthContext['account'];
type CredentialRole = CreateCredentialInput['rol'];

/**
 * Who manages road-medicine credentials (decision 0018): the medic college's Admin (every state)
 * and President (their state), and the road-medicine Admin (every state). Nobody else: the
 * college's Directorate and the doctors themselves are refused.
 */
export function managesCredentials(account: Pick<Account, 'module' | 'role'>): boolean {
  return mayManageRoadCredentials(account);
}

/** A President reaches only the medics of their state; both Admins reach every state. */
export function assertStateReached(account: Account, state: string): void {
  if (account.role !== 'Admin' && account.state !== state) {
    throw new AppError('STATE_NOT_ALLOWED', 'Solo puede gestionar médicos de su estado.');
  }
}

/** A President hands out the doctor's role only: an Admin credential reaches every state. */
export function assertRoleGranted(account: Account, role: CredentialRole): void {
  if (role === 'Admin' && account.role !== 'Admin') {
    throw new AppError(
      'ROLE_NOT_ALLOWED',
      'Solo un Administrador puede otorgar el rol Administrador.',
    );
  }
}

/** An enabled medic has the road-medicine mark and a licence number (número de habilitado). */
export function assertEnabled(medic: RoadMedic): void {
  if (!medic.medicVial || !medic.licenseNumber) throw new AppError('CREDENTIAL_NOT_ENABLED');
}

/** An active credential needs an enabled medic, solvent today in Caracas. */
export function assertMayBeActive(medic: RoadMedic, now: Date): void {
  assertEnabled(medic);
  if (!isSolvent(medic.currentSolvency, now)) throw new AppError('CREDENTIAL_NOT_SOLVENT');
}

/**
 * A road-medicine credential signs in only while its medic is enabled and solvent (decision 0018,
 * point 1): solvency lapses with the calendar, so the rule is read at each sign-in.
 */
export function roadLoginEligibility(
  issuers: Pick<Issuers, 'roadMedicOf'>,
  clock: () => Date,
): (account: Pick<Account, 'module' | 'schoolNumberId'>) => Promise<void> {
  return async (account) => {
    if (account.module !== 'medicVial' || account.schoolNumberId === null) return;
    const medic = await issuers.roadMedicOf(account.schoolNumberId);
    if (!medic) throw new AppError('CREDENTIAL_NOT_ENABLED');
    assertMayBeActive(medic, clock());
  };
}
