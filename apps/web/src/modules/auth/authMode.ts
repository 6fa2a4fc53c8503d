import { type AppMode, type AuthCall, appModes, authPath, type Module } from '@aptovial/shared';

/** Each login page serves one mode; the college's page admits medics and nurses alike. */
const moduleOfMode: Record<AppMode, Module> = {
  colegio: 'medic',
  INTT: 'INTT',
  medicVial: 'medicVial',
};

/** An auth call under a login's prefix (docs/product/calls.md): /api/auth, /api/authINTT, ... */
export function authPathOfMode(mode: AppMode, call: AuthCall): string {
  return authPath(moduleOfMode[mode], call);
}

export function isAppMode(value: unknown): value is AppMode {
  return appModes.some((mode) => mode === value);
}

/** The mode a page was opened for, from the link's router state (`{ mode }`), if any. */
export function modeFromState(state: unknown): AppMode | null {
  if (typeof state !== 'object' || state === null || !('mode' in state)) return null;
  return isAppMode(state.mode) ? state.mode : null;
}
