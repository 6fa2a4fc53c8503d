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

/** The box a chart is laid out in under test: wide enough for its axes and labels. */
const CHART_BOX = { width: 640, height: 240 };

/**
 * jsdom lacks the browser APIs Mantine reads (media queries, element resizing, scrolling).
 * Installed by setup.ts before every test file (an installed one is kept).
 */
export function installBrowserPolyfills(): void {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) => mediaQueryList(query, false);
  }
  if (typeof window.ResizeObserver !== 'function') {
    window.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      // recharts draws nothing in jsdom's 0×0 boxes, and warns: its container gets a size.
      // Other elements are never reported, so components that measure themselves behave as before.
      observe(target: Element) {
        if (!target.classList.contains('recharts-responsive-container')) return;
        const contentRect = { width: CHART_BOX.width, height: CHART_BOX.height } as DOMRectReadOnly;
        this.report([{ target, contentRect } as ResizeObserverEntry], this);
      }
      unobserve() {}
      disconnect() {}
    };
  }
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => {};
  }
}
