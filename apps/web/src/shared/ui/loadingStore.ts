import { create } from 'zustand';

type LoadingState = {
  loading: boolean;
  setLoading: (loading: boolean) => void;
};

/** The one flag behind the full-screen loading overlay (SPEC.md section 2, Layout). */
export const useLoadingStore = create<LoadingState>()((set) => ({
  loading: false,
  setLoading: (loading) => set({ loading }),
}));

export function resetLoading(): void {
  useLoadingStore.getState().setLoading(false);
}
