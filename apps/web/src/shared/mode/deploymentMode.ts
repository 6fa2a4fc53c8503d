import { type AppMode, appModes } from '@aptovial/shared';

export const DEFAULT_APP_MODE: AppMode = 'medicVial';

function isAppMode(value: string | null | undefined): value is AppMode {
  return appModes.some((mode) => mode === value);
}

/**
 * The deployment's APP_MODE, which the server writes into `<meta name="aptovial-mode">`.
 * It picks the landing's title and logo; anything unexpected falls back to medicVial.
 */
export function readDeploymentMode(doc: Document = document): AppMode {
  const content = doc.querySelector('meta[name="aptovial-mode"]')?.getAttribute('content');
  return isAppMode(content) ? content : DEFAULT_APP_MODE;
}
