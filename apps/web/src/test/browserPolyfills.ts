/** A media query list that answers `matches` and never changes (jsdom has none). */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/**
 * jsdom lacks the browser APIs Mantine reads (media queries, element resizing, scrolling).
 * Installed once per test file by `renderWithProviders`; setup.ts stays untouched.
 */
export function installBrowserPolyfills(): void {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) => mediaQueryList(query, false);
  }
  if (typeof window.ResizeObserver !== 'function') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => {};
  }
}
