/** Modules a session can belong to (docs/product/entities.md, "type"). */
export const modules = ['medic', 'nurse', 'INTT', 'medicVial'] as const;
export type Module = (typeof modules)[number];

/** Roles of docs/product/roles.md with the Spanish names people read. */
export const roles = [
  { as: 'Admin', name: 'Administrador' },
  { as: 'President', name: 'Presidente' },
  { as: 'Secretary', name: 'Secretaria' },
  { as: 'Directorate', name: 'Directiva' },
  { as: 'VialDirector', name: 'Director de Medicina Vial' },
  { as: 'ManagingDirector', name: 'Director General' },
  { as: 'SectionalDirector', name: 'Director Seccional' },
  { as: 'Official', name: 'Funcionario' },
] as const;
export type Role = (typeof roles)[number]['as'];
export const roleCodes = roles.map((role) => role.as) as [Role, ...Role[]];

export function roleName(role: string): string {
  return roles.find((candidate) => candidate.as === role)?.name ?? role;
}

/**
 * The roles an account of each module holds (docs/product/roles.md): each college's and INTT's
 * Admin and the roles their table lets be created there; road medicine's are the Admin and
 * vialDirector. The authorisation matrix (access/) is declared and tested for exactly these pairs.
 */
export const moduleRoles: Record<Module, readonly Role[]> = {
  medic: ['Admin', 'President', 'Directorate', 'VialDirector'],
  nurse: ['Admin', 'President', 'Secretary', 'Directorate'],
  INTT: ['Admin', 'ManagingDirector', 'SectionalDirector', 'Official'],
  medicVial: ['Admin', 'VialDirector'],
};
