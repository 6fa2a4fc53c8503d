import { lazy } from 'react';

const loadResults = () => import('./components/results');

/** Starts loading the result components while the check runs, so they are there when it ends. */
export function preloadResultView(): void {
  loadResults().catch(() => {
    // The lazy components below retry and report the failure when they are rendered.
  });
}

export const StatusBanner = lazy(() =>
  loadResults().then((module) => ({ default: module.StatusBanner })),
);
export const CertificateDetails = lazy(() =>
  loadResults().then((module) => ({ default: module.CertificateDetails })),
);
