import { readVerificationLocation } from '@aptovial/shared';
import { useEffect, useState } from 'react';
import type { Location } from 'react-router';
import type { Verification } from './outcome';
import { sendRequests } from './requests';
import { preloadResultView } from './resultView';

export type VerificationState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'done'; result: Verification };

const unreachable: Verification = { outcome: 'networkError', certificate: null, signed: false };

/**
 * Checks the serial (and the QR's proof) of the address. Each navigation is a new check, so a
 * retry is a navigation to the same address. The checking code loads on first need only,
 * while the requests are already on their way.
 */
export function useVerification(location: Location): VerificationState {
  const [state, setState] = useState<VerificationState>({ phase: 'idle' });

  useEffect(() => {
    const { serial, proof } = readVerificationLocation(location.search, location.hash);
    if (serial === null) {
      // The same state when already idle: no render of the page right after its hydration.
      setState((current) => (current.phase === 'idle' ? current : { phase: 'idle' }));
      return;
    }
    const controller = new AbortController();
    const settle = (result: Verification) => {
      if (!controller.signal.aborted) setState({ phase: 'done', result });
    };
    setState({ phase: 'checking' });
    // Requests first: they travel while the checking code and the result view download.
    const answers = sendRequests(serial, proof !== null, controller.signal);
    preloadResultView();
    import('./check/runVerification')
      .then(({ runVerification }) => runVerification(serial, proof, answers))
      // Only an abort (ignored by settle) or a chunk that did not download ends here.
      .then(settle, () => settle(unreachable));
    return () => controller.abort();
  }, [location]);

  return state;
}
