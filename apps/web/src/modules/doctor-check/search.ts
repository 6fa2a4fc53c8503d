import { type DoctorCheckKind, doctorCheckKinds } from '@aptovial/shared';

export type DoctorSearch = { kind: DoctorCheckKind; text: string };

const isKind = (value: string | null): value is DoctorCheckKind =>
  (doctorCheckKinds as readonly string[]).includes(value ?? '');

/** The search of the address (`?por=licencia&q=MV-0001`), or null when there is none to run. */
export function readDoctorSearch(search: string): DoctorSearch | null {
  const params = new URLSearchParams(search);
  const kind = params.get('por');
  const text = (params.get('q') ?? '').trim();
  return isKind(kind) && text !== '' ? { kind, text } : null;
}

/** The address of a search, so it can be shared and linked (the verify page's doctor link). */
export const doctorSearchQuery = ({ kind, text }: DoctorSearch): string =>
  `?${new URLSearchParams({ por: kind, q: text })}`;
