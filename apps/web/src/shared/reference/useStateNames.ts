import { stateName as catalogueStateName } from '@aptovial/shared';
import { useReferenceData } from './referenceData';

export type Option = { value: string; label: string };

/**
 * The states of the reference data as select options, and a reader of a state's name. While the
 * reference data loads (or when it fails) the name comes from the shared catalogue, so a person
 * never reads a code such as "VE-A" (decision 0068); only a code no catalogue knows shows as is.
 */
export function useStateNames() {
  const reference = useReferenceData();
  const states = reference.data?.states ?? [];
  const names = new Map(states.map((state) => [state.as, state.name]));
  return {
    reference,
    stateOptions: states.map((state): Option => ({ value: state.as, label: state.name })),
    stateName: (code: string | null | undefined): string =>
      code === null || code === undefined || code === ''
        ? '—'
        : (names.get(code) ?? catalogueStateName(code)),
  };
}
