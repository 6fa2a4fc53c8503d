import { create } from 'zustand';

type LoadingState = {
  /** Waits in progress; overlapping ones (a save that also refreshes a file) count apart. */
  waits: number;
};

/**
 * The flag behind the full-screen loading overlay (docs/product/screens.md, Layout): true while a
 * person waits on something they asked for. Background refetches never touch it.
 */
export const useLoadingStore = create<LoadingState>()(() => ({ waits: 0 }));

export const selectLoading = (state: LoadingState): boolean => state.waits > 0;

export function beginWait(): void {
  useLoadingStore.setState((state) => ({ waits: state.waits + 1 }));
}

export function endWait(): void {
  // A logout resets the count while a wait is still in flight: it must not go below zero.
  useLoadingStore.setState((state) => ({ waits: Math.max(0, state.waits - 1) }));
}

/** Shows the overlay until `work` settles, and hands its result (or failure) on. */
export async function withOverlay<T>(work: Promise<T>): Promise<T> {
  beginWait();
  try {
    return await work;
  } finally {
    endWait();
  }
}

export function resetLoading(): void {
  useLoadingStore.setState({ waits: 0 });
}
