/** Where the build marks the route whose first view it drew into `#root` (decision 0090). */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/** The route whose first view the build drew into `root`, or null for the plain shell. */
export function drawnRouteOf(root: HTMLElement): string | null {
  return root.firstElementChild === null ? null : root.getAttribute(FIRST_VIEW_ATTRIBUTE);
}

/** What the browser is about to draw: the router's first page, the address, the reading choices. */
export type FirstPage = {
  route: string | undefined;
  search: string;
  hash: string;
  language: string;
  /** `data-mantine-color-scheme` of `<html>`, as the stored colour mode resolved it. */
  colorScheme: string | null;
};

/**
 * Hydrate (take the drawn markup over) only when the app would draw the very same thing: the
 * route drawn, without a search or a hash (a QR's serial fills the verify form), in Spanish and
 * light, as the build drew it. Anything else is rendered anew over it: a signed-in person sent
 * on, another language, the dark mode. The server already sends the plain shell for the last two.
 */
export function mountChoice(drawn: string | null, page: FirstPage): 'hydrate' | 'render' {
  const same =
    drawn !== null &&
    page.route === drawn &&
    page.search === '' &&
    page.hash === '' &&
    page.language === 'es' &&
    page.colorScheme === 'light';
  return same ? 'hydrate' : 'render';
}
