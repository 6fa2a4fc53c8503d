import { credentialRoles, type RoadCredential } from '@aptovial/shared';
import type { ListedRow } from '../users/repo';

/** A medicVial account and its person, as the credential screens read it. */
export function toCredential({ account, user }: ListedRow): RoadCredential {
  const rol = credentialRoles.find((role) => role === account.role);
  if (!rol || account.schoolNumberId === null) {
    throw new Error(`account ${account.id} is not a road-medicine credential`);
  }
  return {
    id: account.id,
    schoolNumberId: account.schoolNumberId,
    email: user.email,
    rol,
    status: account.status,
    state: account.state,
    names: user.names,
    lastNames: user.lastNames,
    dni: user.dni,
    nationality: user.nationality,
    createdAt: account.createdAt.toISOString(),
  };
}
