import { mediaQueryList } from './browserPolyfills';

/** The px a CSS length of a media query means (Mantine writes its breakpoints in em). */
function pixelsOf(value: string, unit: string): number {
  return Number(value) * (unit === 'px' ? 1 : 16);
}

/** Whether `(min-width: …)`/`(max-width: …)` conditions hold on a screen `width` px wide. */
export function widthMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, side, value = '0', unit = 'px']) =>
    side === 'min' ? width >= pixelsOf(value, unit) : width <= pixelsOf(value, unit),
  );
}

/**
 * Makes `window.matchMedia` answer as a screen `width` CSS px wide would (a 360 px phone...),
 * for the components that lay out by media query. Returns the undo, for `afterEach`.
 */
export function stubViewportWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => mediaQueryList(query, widthMatches(query, width));
  return () => {
    window.matchMedia = original;
  };
}
