import {
  DOCTOR_CHECK_MAX_PEOPLE,
  type DoctorCheckQuery,
  type DoctorCheckResponse,
  isSolvent,
  type PublicDoctor,
} from '@aptovial/shared';
import { FOLDED_ACCENTS } from '../../db/schema/index';
import type { CheckedNumber, CheckedPerson, DoctorCheckRepo } from './doctor-check-repo';

const ACCENTS = new Map(
  [...FOLDED_ACCENTS.from].map((char, index) => [char, FOLDED_ACCENTS.to[index] ?? char]),
);

/** Typed text folded as `foldedNameOf` folds the stored names; spaces collapsed to one. */
const foldName = (text: string): string =>
  [...text.trim().replace(/\s+/g, ' ').toLowerCase()].map((c) => ACCENTS.get(c) ?? c).join('');

/** LIKE's wildcards taken literally (the schema admits none in a name, but never trust one). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const byName = (a: CheckedPerson, b: CheckedPerson) =>
  a.lastNames.localeCompare(b.lastNames, 'es') ||
  a.names.localeCompare(b.names, 'es') ||
  a.id - b.id;

/** What the public may know of a college number (docs/product/rules.md, decision 0084). */
function toPublicNumber(row: CheckedNumber, now: Date): PublicDoctor['numbers'][number] {
  return {
    state: row.state,
    schoolNumber: row.schoolNumber,
    solvent: isSolvent(row.currentSolvency, now),
    roadMedicine: row.medicVial,
    // A licence kept after road medicine was withdrawn examines no one: not shown.
    licenseNumber: row.medicVial ? row.licenseNumber : null,
  };
}

/**
 * "¿Está habilitado este médico?": medics (never nurses: only medics examine drivers) by college
 * number, road-medicine licence or folded name; at most DOCTOR_CHECK_MAX_PEOPLE people.
 */
export function createDoctorCheck(deps: { repo: DoctorCheckRepo; clock: () => Date }) {
  const { repo, clock } = deps;
  // One more than shown, to tell the page there were more.
  const limit = DOCTOR_CHECK_MAX_PEOPLE + 1;

  const find = ({ por, q }: DoctorCheckQuery): Promise<CheckedPerson[]> => {
    if (por === 'colegio') return repo.bySchoolNumber(q, limit);
    if (por === 'licencia') return repo.byLicence([...new Set([q, q.toUpperCase()])], limit);
    return repo.byFoldedName(`%${likeLiteral(foldName(q))}%`, limit);
  };

  return {
    async check(query: DoctorCheckQuery): Promise<DoctorCheckResponse> {
      const found = await find(query);
      const people = found.slice(0, DOCTOR_CHECK_MAX_PEOPLE).sort(byName);
      const numbers = await repo.numbersOf(people.map((person) => person.id));
      const now = clock();
      return {
        data: people.map((person) => ({
          names: person.names,
          lastNames: person.lastNames,
          type: 'medic',
          numbers: numbers
            .filter((number) => number.registerId === person.id)
            .map((number) => toPublicNumber(number, now)),
        })),
        more: found.length > DOCTOR_CHECK_MAX_PEOPLE,
      };
    },
  };
}
export type DoctorCheck = ReturnType<typeof createDoctorCheck>;
