import type { Module } from './catalogues/roles';

/** Deployment modes (docs/architecture.md): pick the public landing's title and logo. */
export const appModes = ['colegio', 'INTT', 'medicVial'] as const;
export type AppMode = (typeof appModes)[number];

export const PRODUCT_NAME = 'AptoVial';

export const modeTitles: Record<AppMode, string> = {
  colegio: 'AptoVial · Colegio de Médicos',
  INTT: 'AptoVial · INTT',
  medicVial: 'AptoVial · Medicina Vial',
};

/** The mode a signed-in user sees is the one of their session's module. */
export function modeOfModule(module: Module): AppMode {
  if (module === 'INTT') return 'INTT';
  if (module === 'medicVial') return 'medicVial';
  return 'colegio';
}
