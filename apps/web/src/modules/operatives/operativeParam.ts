import { useOperative } from './api/details';
import { datesText } from './operativeText';

/** The address names an operative as `?operativo=<id>` (lists of its applicants and payments). */
export const OPERATIVE_PARAM = 'operativo';

/** The operative of the address, or undefined when none (or not a positive whole number). */
export function operativeOf(search: URLSearchParams): number | undefined {
  const raw = search.get(OPERATIVE_PARAM);
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * "Alberto Adriani, 05-03-2026 al 07-03-2026": which operative a list is of, once read (null
 * before, or when it cannot be read: the list still shows, only without its caption).
 */
export function useOperativeCaption(id: number): string | null {
  const operative = useOperative(id).data;
  return operative === undefined ? null : `${operative.municipalityName}, ${datesText(operative)}`;
}
