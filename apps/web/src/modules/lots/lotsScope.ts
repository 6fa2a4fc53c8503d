import { type Module, mayManageLots, mayReadLots, type Role } from '@aptovial/shared';

export const lotsKeys = { all: ['lots'] as const };

export type LotsAccess = {
  /** The medic college reads lots (non-Admins their own state's, the server decides). */
  allowed: boolean;
  /** Only the medic college's Admin creates and edits lots. */
  canManage: boolean;
};

export function lotsAccessOf(session: { module: Module; role: Role }): LotsAccess {
  return { allowed: mayReadLots(session), canManage: mayManageLots(session) };
}
