import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TILE_FAILURES_TO_GIVE_UP, tilesBroken, useMapAvailability } from './useMapAvailability';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

function goOffline(offline: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('useMapAvailability (the map degrades to the coordinate fields)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the map while the tiles arrive', () => {
    const { result } = renderHook(() => useMapAvailability(TILES));
    expect(result.current.unavailable).toBeNull();
    act(() => result.current.onTileLoad());
    expect(result.current.unavailable).toBeNull();
  });

  it('hides it without a tile server in the reference data', () => {
    expect(renderHook(() => useMapAvailability(undefined)).result.current.unavailable).toBe(
      'noTiles',
    );
  });

  it('hides it when the first tile fails: the tile server is not reachable', () => {
    const { result } = renderHook(() => useMapAvailability(TILES));
    act(() => result.current.onTileError());
    expect(result.current.unavailable).toBe('failed');
    act(() => result.current.retry());
    expect(result.current.unavailable).toBeNull();
  });

  it('tolerates a lost tile once others arrived, not several', () => {
    const { result } = renderHook(() => useMapAvailability(TILES));
    act(() => {
      result.current.onTileLoad();
      result.current.onTileError();
    });
    expect(result.current.unavailable).toBeNull();
    act(() => {
      for (let i = 1; i < TILE_FAILURES_TO_GIVE_UP; i += 1) result.current.onTileError();
    });
    expect(result.current.unavailable).toBe('failed');
  });

  it('hides it offline and tries again once back online', () => {
    const { result } = renderHook(() => useMapAvailability(TILES));
    act(() => result.current.onTileError());
    goOffline(true);
    expect(result.current.unavailable).toBe('offline');
    goOffline(false);
    expect(result.current.unavailable).toBeNull();
  });

  it('hides it when the map code cannot be downloaded', () => {
    const { result } = renderHook(() => useMapAvailability(TILES));
    act(() => result.current.onCodeFailed());
    expect(result.current.unavailable).toBe('failed');
  });

  it('judges the tile tally', () => {
    expect(tilesBroken({ loaded: 0, failed: 0 })).toBe(false);
    expect(tilesBroken({ loaded: 0, failed: 1 })).toBe(true);
    expect(tilesBroken({ loaded: 1, failed: 1 })).toBe(false);
    expect(tilesBroken({ loaded: 1, failed: TILE_FAILURES_TO_GIVE_UP })).toBe(true);
  });
});
