/**
 * Resolves once the browser has painted the page as it is (the frame after the next animation
 * frame), or after `fallbackMs` in a hidden tab, which paints nothing.
 */
export function afterPaint(win: Window = window, fallbackMs = 250): Promise<void> {
  return new Promise((resolve) => {
    const timer = win.setTimeout(resolve, fallbackMs);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** Resolves in a task of its own: the work after it is not added to the current one. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
