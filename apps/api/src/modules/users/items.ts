import { roleName, type UserListItem } from '@aptovial/shared';
import { toRole } from './policy';
import type { ListedRow } from './repo';

/** A listed account as the API answers it (docs/product/entities.md, "Authenticated user"). */
export function toListItem({ account, user, createdByEmail }: ListedRow): UserListItem {
  return {
    id: account.id,
    userId: user.id,
    dni: user.dni,
    nationality: user.nationality,
    names: user.names,
    lastNames: user.lastNames,
    genders: user.gender,
    email: user.email,
    phone1: user.phone1,
    phone2: user.phone2,
    image: user.image,
    rol: toRole(account.role),
    rolName: roleName(account.role),
    type: account.module,
    state: account.state,
    sectional: account.sectional,
    status: account.status,
    createdBy: createdByEmail,
    createdAt: account.createdAt.toISOString(),
    lastSeen: user.lastSeen?.toISOString() ?? null,
  };
}
