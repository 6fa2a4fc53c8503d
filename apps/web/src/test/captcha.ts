import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, vi } from 'vitest';
import { loadCaptchaWidget } from '../shared/ui/CaptchaField';

/** What the widget sends in its own test mode (the API refuses it: CAPTCHA_INVALID). */
export const TEST_CAPTCHA_PAYLOAD = btoa(
  JSON.stringify({ challenge: null, solution: null, test: true }),
);

/**
 * The real ALTCHA widget in jsdom, in its own test mode: jsdom has no Web Workers to solve a
 * challenge, so the widget "solves" at once without fetching one. jsdom also lacks
 * `isSecureContext`, which the widget requires (restubbed before each test, as tests may unstub).
 */
export function captchaInTestMode(): void {
  beforeAll(async () => {
    // A file before this one in the worker's shared module graph (routes.test.tsx rendering a
    // request page) may have started the import and ended first: the test runner cut it off, and
    // the field's loader, which forgets a failed import, starts it again here.
    await loadCaptchaWidget().catch(() => loadCaptchaWidget());
    globalThis.$altcha.defaults.set('test', true);
    globalThis.$altcha.defaults.set('minDuration', 0);
  });
  beforeEach(() => {
    vi.stubGlobal('isSecureContext', true);
    globalThis.$altcha.defaults.set('mockError', false);
    globalThis.$altcha.plugins.delete(HeldSolve);
  });
}

let released: Promise<void> = Promise.resolve();

/** A widget plugin that keeps each solving from starting until the test releases it. */
class HeldSolve {
  activate() {}
  destroy() {}
  async onFetchChallenge() {}
  async onRequestServerVerification() {}
  async onVerify() {
    await released;
  }
}

/**
 * A slow phone: the widgets rendered from now on stay unsolved until `release()` (with
 * `captchaInTestMode`, which lifts the hold before the next test). Released, they solve, or fail
 * if `fail` is true (the widget's `mockError`).
 */
export function holdCaptcha(): { release(options?: { fail?: boolean }): void } {
  let release = () => {};
  released = new Promise((resolve) => {
    release = resolve;
  });
  globalThis.$altcha.plugins.add(HeldSolve);
  return {
    release({ fail = false } = {}) {
      globalThis.$altcha.defaults.set('mockError', fail);
      release();
    },
  };
}

/** Resolves once the form's widget says it is solved (the live region's text). */
export function captchaSolved(): Promise<HTMLElement> {
  return screen.findByText('Verificado: ya puede enviar el formulario');
}
