import territory from './territory.json';

/** A federal entity of Venezuela; `as` is its ISO 3166-2 code, `number` the INE entity number. */
export type State = { as: string; name: string; number: number; capital: string };
/** A municipality; `id` is INE entity number * 100 + its position in the entity. */
export type Municipality = { id: number; state: string; name: string };

export const states: readonly State[] = territory.states;
export const municipalities: readonly Municipality[] = territory.municipalities;

export function stateName(code: string): string {
  return states.find((state) => state.as === code)?.name ?? code;
}
