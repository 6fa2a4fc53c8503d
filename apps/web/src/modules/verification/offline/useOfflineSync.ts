import { useEffect, useRef, useState } from 'react';
import { type DisabledList, recallDisabledList } from './disabledList';
import { registerVerifyWorker, syncOfflineData } from './sync';

/**
 * The kept list of disabled serials, refreshed once per visit with signal and again when the
 * signal comes back; the service worker is registered here too, after the first view.
 * `withKeys`: ask for the key set too (a QR's check asks for it itself). Read once per visit.
 */
export function useOfflineSync(withKeys: boolean): DisabledList | null {
  // Read after the first frame, which must match the one the build drew (decision 0090).
  const [list, setList] = useState<DisabledList | null>(null);
  // As first rendered: a search typed later does not start another refresh.
  const keysToo = useRef(withKeys);

  useEffect(() => {
    const controller = new AbortController();
    const refresh = () => {
      syncOfflineData(keysToo.current, controller.signal).then((kept) => {
        if (!controller.signal.aborted) setList(kept);
      });
    };
    // In a task of its own, not in the one that ends the page's hydration (decision 0090).
    const start = setTimeout(() => {
      setList(recallDisabledList());
      registerVerifyWorker();
      refresh();
    }, 0);
    window.addEventListener('online', refresh);
    return () => {
      clearTimeout(start);
      controller.abort();
      window.removeEventListener('online', refresh);
    };
  }, []);

  return list;
}
