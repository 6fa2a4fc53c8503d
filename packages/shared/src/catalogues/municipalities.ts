import list from './municipalities.json';

/** A municipality; `id` is INE entity number * 100 + its position in the entity. */
export type Municipality = { id: number; state: string; name: string };

/**
 * The 335 municipalities, in a module of their own (re-exported by territory.ts): a page can load
 * them apart from the states, as the public request form does once a state is chosen.
 */
export const municipalities: readonly Municipality[] = list.municipalities;
