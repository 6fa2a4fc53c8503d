import { screen } from '@testing-library/react';

/** The full-screen loading overlay, or null while it is down. */
export function loadingOverlay(): HTMLElement | null {
  return screen.queryByRole('progressbar', { name: 'Cargando…' });
}

/** A promise the test settles when it chooses, to look at the screen while a call is pending. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((settleWith, failWith) => {
    resolve = settleWith;
    reject = failWith;
  });
  return { promise, resolve, reject };
}
