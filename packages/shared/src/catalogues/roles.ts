/** Modules a session can belong to (SPEC.md section 3, "type"). */
export const modules = ['medic', 'nurse', 'INTT', 'medicVial'] as const;
export type Module = (typeof modules)[number];

/** Roles of SPEC.md section 6 with the Spanish names people read. */
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
