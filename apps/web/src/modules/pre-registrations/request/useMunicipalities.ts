import type { Municipality } from '@aptovial/shared';
import { useEffect, useState } from 'react';

let loading: Promise<readonly Municipality[]> | undefined;
let loaded: readonly Municipality[] | undefined;

/**
 * The municipalities, fetched once apart from the form's first view: when the person starts
 * filling the form (RequestForm asks then) or, at the latest, chooses a state. A failed download
 * is tried again on the next call.
 */
export function loadMunicipalities(): Promise<readonly Municipality[]> {
  loading ??= import('./municipalityList').then(
    (module) => {
      loaded = module.municipalities;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The municipalities of `state`, empty while none is chosen or the list is on its way. */
export function useMunicipalities(state: string): { list: readonly Municipality[]; retry(): void } {
  const [all, setAll] = useState(loaded);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // `attempt` is the trigger: the list's focus asks again after a failed download.
    void attempt;
    if (state === '' || all !== undefined) return;
    let live = true;
    loadMunicipalities().then(
      (list) => live && setAll(list),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [state, all, attempt]);
  return {
    list: all === undefined ? [] : all.filter((item) => item.state === state),
    retry: () => {
      if (all === undefined) setAttempt((count) => count + 1);
    },
  };
}
