import { type AppMode, appModes } from '@aptovial/shared';

export const DEFAULT_APP_MODE: AppMode = 'medicVial';

function isAppMode(value: string | null | undefined): value is AppMode {
  return appModes.some((mode) => mode === value);
}

// The build draws the public pages' first views once per mode, where there is no document to
// read the meta from (src/prerender.tsx, decision 0090).
let modeWithoutDocument: AppMode = DEFAULT_APP_MODE;

/** The mode `readDeploymentMode` answers where there is no document: the build's first views. */
export function drawFirstViewsAs(mode: AppMode): void {
  modeWithoutDocument = mode;
}

/**
 * The deployment's APP_MODE, which the server writes into `<meta name="aptovial-mode">`.
 * It picks the landing's title and logo; anything unexpected falls back to medicVial.
 */
export function readDeploymentMode(doc: Document | undefined = globalThis.document): AppMode {
  if (doc === undefined) return modeWithoutDocument;
  const content = doc.querySelector('meta[name="aptovial-mode"]')?.getAttribute('content');
  return isAppMode(content) ? content : DEFAULT_APP_MODE;
}
