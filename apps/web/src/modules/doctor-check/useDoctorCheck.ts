import type { DoctorCheckResponse } from '@aptovial/shared';
import { useEffect, useState } from 'react';
import { askDoctorCheck } from './requests';
import type { DoctorSearch } from './search';

export type DoctorCheckState =
  | { phase: 'idle' }
  | { phase: 'searching' }
  | { phase: 'found'; answer: DoctorCheckResponse }
  | { phase: 'refused'; message: string | null };

/**
 * The answer's shape, checked without zod: the schemas would add to a public page's first view
 * (docs/architecture.md), and the server already answers through the shared schema.
 */
const isAnswer = (body: unknown): body is DoctorCheckResponse =>
  Array.isArray((body as DoctorCheckResponse | null)?.data) &&
  typeof (body as DoctorCheckResponse).more === 'boolean';

/** Runs the search of the address; each navigation (a retry too) is a new search. */
export function useDoctorCheck(search: DoctorSearch | null, key: string): DoctorCheckState {
  const [state, setState] = useState<DoctorCheckState>({ phase: 'idle' });
  const kind = search?.kind;
  const text = search?.text;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs the same search (retry).
  useEffect(() => {
    if (kind === undefined || text === undefined) {
      setState({ phase: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ phase: 'searching' });
    askDoctorCheck(kind, text, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer.ok && isAnswer(answer.body)) setState({ phase: 'found', answer: answer.body });
      else setState({ phase: 'refused', message: answer.ok ? null : answer.message });
    });
    return () => controller.abort();
  }, [kind, text, key]);

  return state;
}
