import territory from './territory.json';

/** A federal entity of Venezuela; `as` is its ISO 3166-2 code, `number` the INE entity number. */
export type State = { as: string; name: string; number: number; capital: string };

export const states: readonly State[] = territory.states;
export { type Municipality, municipalities } from './municipalities';

export function stateName(code: string): string {
  return states.find((state) => state.as === code)?.name ?? code;
}
