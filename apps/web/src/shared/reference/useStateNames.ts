import { useReferenceData } from './referenceData';

export type Option = { value: string; label: string };

/**
 * The states of the reference data as select options, and a reader of a state's name that falls
 * back to the code while the catalogue loads (or for a code it does not know).
 */
export function useStateNames() {
  const reference = useReferenceData();
  const states = reference.data?.states ?? [];
  const names = new Map(states.map((state) => [state.as, state.name]));
  return {
    reference,
    stateOptions: states.map((state): Option => ({ value: state.as, label: state.name })),
    stateName: (code: string | null | undefined): string =>
      code === null || code === undefined || code === '' ? '—' : (names.get(code) ?? code),
  };
}
