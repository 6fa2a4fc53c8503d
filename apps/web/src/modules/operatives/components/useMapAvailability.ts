import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Why the map is not shown; null while it is. The coordinate fields stay in every case. */
export type MapUnavailable = 'noTiles' | 'offline' | 'failed';

export type TileTally = { loaded: number; failed: number };

/** A few lost tiles at the edge are tolerated; a server that answers none is not. */
export const TILE_FAILURES_TO_GIVE_UP = 3;

/** Whether the tile server has failed: an error before any tile arrived, or several at all. */
export function tilesBroken({ loaded, failed }: TileTally): boolean {
  return failed > 0 && (loaded === 0 || failed >= TILE_FAILURES_TO_GIVE_UP);
}

function subscribeOnline(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

const onlineNow = () => navigator.onLine;

/**
 * Whether the operative's map can be shown (decision 0025: a doctor plans from a town with a weak
 * signal): not without a tile server, not offline, not once the tiles or the map's own code fail
 * to load. Coming back online, or `retry`, tries again. The logic lives here, apart from Leaflet,
 * so it is tested without a browser that draws maps.
 */
export function useMapAvailability(tileUrl: string | undefined) {
  const online = useSyncExternalStore(subscribeOnline, onlineNow, () => true);
  const [tally, setTally] = useState<TileTally>({ loaded: 0, failed: 0 });
  const [codeFailed, setCodeFailed] = useState(false);
  const retry = useCallback(() => {
    setTally({ loaded: 0, failed: 0 });
    setCodeFailed(false);
  }, []);
  useEffect(() => {
    if (online) retry();
  }, [online, retry]);
  const unavailable: MapUnavailable | null =
    tileUrl === undefined || tileUrl === ''
      ? 'noTiles'
      : !online
        ? 'offline'
        : codeFailed || tilesBroken(tally)
          ? 'failed'
          : null;
  return {
    unavailable,
    retry,
    // Only "some tile arrived" matters: later tiles leave the state as it is (no re-render).
    onTileLoad: useCallback(() => setTally((t) => (t.loaded > 0 ? t : { ...t, loaded: 1 })), []),
    onTileError: useCallback(() => setTally((t) => ({ ...t, failed: t.failed + 1 })), []),
    onCodeFailed: useCallback(() => setCodeFailed(true), []),
  };
}
