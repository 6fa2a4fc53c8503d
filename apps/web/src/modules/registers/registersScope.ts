import {
  apiPaths,
  type Module,
  mayWriteRegisters,
  type Role,
  readsEnabledMedicsOnly,
  registerTypesFor,
} from '@aptovial/shared';

/**
 * Which registers API a screen reads: the college's (read and write), the institute's, or the
 * college's as the road-medicine Admin reads it (enabled medics only, read only).
 */
export type RegistersScope = 'college' | 'INTT' | 'road';

const collegePaths = {
  list: apiPaths.registers,
  search: apiPaths.registersSearch,
  xlsx: apiPaths.registersReportsXlsx,
};

export const registersPaths = {
  college: collegePaths,
  road: collegePaths,
  INTT: {
    list: apiPaths.listMedicsINTT,
    search: apiPaths.registersSearchINTT,
    xlsx: apiPaths.listMedicsINTTXlsx,
  },
} as const satisfies Record<RegistersScope, { list: string; search: string; xlsx: string }>;

export type RegisterTypeCode = 'medic' | 'nurse';

export type RegistersAccess = {
  /** The session may open this scope's screens (college: medic or nurse; INTT: the institute). */
  allowed: boolean;
  canWrite: boolean;
  /** Register types the session reads; a non-Admin's is fixed to their module. */
  types: readonly RegisterTypeCode[];
  /**
   * docs/product/roles.md: type, module, degree, creator and action columns, college Admin only.
   */
  adminColumns: boolean;
};

export function registersAccessOf(
  scope: RegistersScope,
  session: { module: Module; role: Role },
): RegistersAccess {
  if (scope === 'road') {
    const allowed = readsEnabledMedicsOnly(session);
    return { allowed, canWrite: false, types: allowed ? ['medic'] : [], adminColumns: false };
  }
  const inScope = scope === 'INTT' ? session.module === 'INTT' : mayWriteRegisters(session);
  const types = inScope ? registerTypesFor(session) : [];
  return {
    allowed: types.length > 0,
    canWrite: scope === 'college' && inScope,
    types,
    adminColumns: scope === 'college' && inScope && session.role === 'Admin',
  };
}

export const registersKeys = {
  all: (scope: RegistersScope) => ['registers', scope] as const,
};
