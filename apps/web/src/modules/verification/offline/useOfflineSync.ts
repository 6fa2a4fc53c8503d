import { useEffect, useRef, useState } from 'react';
import { type DisabledList, recallDisabledList } from './disabledList';
import { registerVerifyWorker, syncOfflineData } from './sync';

/**
 * The kept list of disabled serials, refreshed once per visit with signal and again when the
 * signal comes back; the service worker is registered here too, after the first view.
 * `withKeys`: ask for the key set too (a QR's check asks for it itself). Read once per visit.
 */
export function useOfflineSync(withKeys: boolean): DisabledList | null {
  const [list, setList] = useState<DisabledList | null>(() => recallDisabledList());
  // As first rendered: a search typed later does not start another refresh.
  const keysToo = useRef(withKeys);

  useEffect(() => {
    const controller = new AbortController();
    const refresh = () => {
      syncOfflineData(keysToo.current, controller.signal).then((kept) => {
        if (!controller.signal.aborted) setList(kept);
      });
    };
    registerVerifyWorker();
    refresh();
    window.addEventListener('online', refresh);
    return () => {
      controller.abort();
      window.removeEventListener('online', refresh);
    };
  }, []);

  return list;
}
