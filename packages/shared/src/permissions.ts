import type { Module, Role } from './catalogues/roles';

/**
 * docs/product/roles.md, "Roles a user may create", read by the API (which enforces it) and the web
 * (which offers only these roles). Modules: `medic` and `nurse` are the college's registers.
 */
export function rolesCreatableBy(creator: { module: Module; role: Role }): readonly Role[] {
  const { module, role } = creator;
  if (role === 'Admin') {
    if (module === 'INTT') return ['ManagingDirector', 'SectionalDirector', 'Official'];
    if (module === 'medic') return ['President', 'VialDirector', 'Directorate'];
    return ['President', 'Secretary', 'Directorate'];
  }
  if (role === 'President' && module === 'medic') return ['VialDirector', 'Directorate'];
  if (role === 'President' && module === 'nurse') return ['Secretary', 'Directorate'];
  if (role === 'ManagingDirector' && module === 'INTT') return ['SectionalDirector'];
  if (role === 'SectionalDirector' && module === 'INTT') return ['Official'];
  return [];
}

/** Admin works across every state; everyone else creates and manages only in their own. */
export function statesAllowedFor(
  creator: { role: Role; state: string | null },
  allStates: readonly string[],
): readonly string[] {
  if (creator.role === 'Admin') return allStates;
  return creator.state ? [creator.state] : [];
}

/** Roles of which only one account per state may have active access (docs/product/rules.md). */
export const onePerState: Partial<
  Record<Role, 'ONLY_ONE_PRESIDENT_PER_STATE' | 'ONLY_ONE_MANAGIN_DIRECTOR_PER_STATE'>
> = {
  President: 'ONLY_ONE_PRESIDENT_PER_STATE',
  ManagingDirector: 'ONLY_ONE_MANAGIN_DIRECTOR_PER_STATE',
};

/**
 * Register types (medic, nurse) an account reads: the college's Admins both, other college roles
 * their own module's, INTT the medics it looks up; road medicine none here.
 */
export function registerTypesFor(account: {
  module: Module;
  role: Role;
}): readonly ('medic' | 'nurse')[] {
  const { module, role } = account;
  if (module === 'INTT') return ['medic'];
  if (module !== 'medic' && module !== 'nurse') return [];
  return role === 'Admin' ? ['medic', 'nurse'] : [module];
}

/**
 * The road-medicine Admin reads the registers of enabled medics (Médicos habilitados), every
 * state, to find and grant their credentials (decision 0018); nothing else of the registers, and no
 * writes. The road-medicine doctors read no registers.
 */
export function readsEnabledMedicsOnly(account: { module: Module; role: Role }): boolean {
  return account.module === 'medicVial' && account.role === 'Admin';
}

/** Every college account keeps registers (in its own state unless Admin); INTT only reads them. */
export function mayWriteRegisters(account: { module: Module }): boolean {
  return account.module === 'medic' || account.module === 'nurse';
}

/**
 * Certificate lots belong to the medic college (docs/product/roles.md: every medic role sees them);
 * the nurse college, INTT and road medicine do not. Non-Admin readers see their own state's.
 */
export function mayReadLots(account: { module: Module }): boolean {
  return account.module === 'medic';
}

/** Only the medic college's Admin creates and edits lots, in any state. */
export function mayManageLots(account: { module: Module; role: Role }): boolean {
  return account.module === 'medic' && account.role === 'Admin';
}

/** The one state whose lots an account reads (`null`: none); `undefined` for Admin (every state). */
export function lotStateOf(account: {
  role: Role;
  state: string | null;
}): string | null | undefined {
  return account.role === 'Admin' ? undefined : account.state;
}

/**
 * Certificates are issued, edited and disabled by the medic college's accounts (Admin in any
 * state, the others in their own); the nurse college, INTT and road medicine issue none here.
 */
export function mayIssueCertificates(account: { module: Module }): boolean {
  return account.module === 'medic';
}

/** The medic college reads certificates (its state unless Admin); INTT reads every state's. */
export function mayReadCertificates(account: { module: Module }): boolean {
  return account.module === 'medic' || account.module === 'INTT';
}

/**
 * Correcting a certificate (decision 0048): the doctor who issued it, and the Admin of the medic
 * college or of road medicine. The roles that never issue (President, Directorate) are refused
 * before anything is read; a doctor's own certificate is checked against their college number.
 */
export function mayEditCertificates(account: { module: Module; role: Role }): boolean {
  if (account.module !== 'medic' && account.module !== 'medicVial') return false;
  return account.role === 'Admin' || account.role === 'VialDirector';
}

/** A certificate's history: the medic college's Admin, and road medicine's for its own. */
export function mayReadCertificateHistory(account: { module: Module; role: Role }): boolean {
  return (account.module === 'medic' || account.module === 'medicVial') && account.role === 'Admin';
}

/** Re-enabling a disabled certificate is the medic college Admin's, with its own reason. */
export function mayReenableCertificates(account: { module: Module; role: Role }): boolean {
  return account.module === 'medic' && account.role === 'Admin';
}

/** The one state whose certificates an account reads (`null`: none); `undefined`: every state. */
export function certificateStateOf(account: {
  module: Module;
  role: Role;
  state: string | null;
}): string | null | undefined {
  return account.role === 'Admin' || account.module === 'INTT' ? undefined : account.state;
}

/**
 * Who finds and grants road-medicine credentials (decision 0018): the medic college's Admin and
 * President (their state) and the road-medicine Admin.
 */
export function mayManageRoadCredentials(account: { module: string; role: string }): boolean {
  if (account.module === 'medic') return account.role === 'Admin' || account.role === 'President';
  return account.module === 'medicVial' && account.role === 'Admin';
}

/**
 * The public's requests: the road-medicine Admin alone lists them, reads one and opens
 * or closes them (Lista-preRegistro, configuraciones: docs/product/roles.md).
 */
export function mayManagePreRegistrations(account: { module: string; role: string }): boolean {
  return account.module === 'medicVial' && account.role === 'Admin';
}

/** Road-medicine sessions (Admin and vialDirector) find requests to serve and plan operatives. */
export function mayServePreRegistrations(account: { module: string }): boolean {
  return account.module === 'medicVial';
}

/**
 * Amounts (decision 0022, docs/product/roles.md: "Admin sees ... amounts"): the medic college's
 * Admin sets the commission in dollars and, when needed, the dollar price by hand, and reads its
 * history.
 */
export function mayManageCommissions(account: { module: string; role: string }): boolean {
  return account.module === 'medic' && account.role === 'Admin';
}
