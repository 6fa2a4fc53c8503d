import { MutationCache } from '@tanstack/react-query';
import { beginWait, endWait } from './loadingStore';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The person waits on this action (issuing, uploading): the loading overlay shows. */
      overlay?: boolean;
    };
  }
}

/** `meta` of a mutation the person waits on: `useMutation({ ..., meta: waitsWithOverlay })`. */
export const waitsWithOverlay = { overlay: true } as const;

/**
 * The mutation cache of the app's query client: a mutation marked `waitsWithOverlay` shows the
 * loading overlay from the moment it starts until the server answers, success or failure. The
 * refetches its success sets off (a list invalidated) run in the background, without it.
 */
export function overlayMutationCache(): MutationCache {
  const waiting = new WeakSet<object>();
  const answered = (mutation: object) => {
    // A failing onSuccess handler also reaches onError: the wait ends once.
    if (waiting.delete(mutation)) endWait();
  };
  return new MutationCache({
    onMutate: (_variables, mutation) => {
      if (mutation.meta?.overlay !== true) return;
      waiting.add(mutation);
      beginWait();
    },
    onSuccess: (_data, _variables, _result, mutation) => answered(mutation),
    onError: (_error, _variables, _result, mutation) => answered(mutation),
  });
}
