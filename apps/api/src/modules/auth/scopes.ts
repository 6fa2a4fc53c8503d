import type { Module } from '@aptovial/shared';

/** The three logins and the modules each admits (docs/product/calls.md). */
export const authScopes = {
  colegio: { prefix: '/auth', modules: ['medic', 'nurse'] },
  INTT: { prefix: '/authINTT', modules: ['INTT'] },
  medicVial: { prefix: '/credentialMedic', modules: ['medicVial'] },
} as const satisfies Record<string, { prefix: string; modules: readonly Module[] }>;

export type AuthScope = keyof typeof authScopes;
export const authScopeNames = Object.keys(authScopes) as AuthScope[];

export function scopeAdmits(scope: AuthScope, module: Module): boolean {
  return (authScopes[scope].modules as readonly Module[]).includes(module);
}
