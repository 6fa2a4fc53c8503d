import { createHash } from 'node:crypto';
import { type MapSettings, type ReferenceData, referenceDataSchema } from '@aptovial/shared';
import type { ReferenceRepo } from './repo';

export type ReferenceSnapshot = { data: ReferenceData; body: string; etag: string };

/**
 * The catalogue only changes with a migration, so it is read once per process and served as
 * pre-serialised bytes with an ETag: the hot path does no database or JSON work.
 */
export function createReferenceService({ repo, map }: { repo: ReferenceRepo; map: MapSettings }) {
  let snapshot: Promise<ReferenceSnapshot> | undefined;

  async function load(): Promise<ReferenceSnapshot> {
    const [roles, states, nationalities, specialtyRows, academicDegrees, municipalities] =
      await Promise.all([
        repo.roles(),
        repo.states(),
        repo.nationalities(),
        repo.specialties(),
        repo.academicDegrees(),
        repo.municipalities(),
      ]);
    const [bloodTypes, rules, banks, typeCertifields, grades] = await Promise.all([
      repo.bloodTypes(),
      repo.rules(),
      repo.banks(),
      repo.certificateTypes(),
      repo.grades(),
    ]);
    const data: ReferenceData = referenceDataSchema.parse({
      roles,
      states,
      nationalities,
      specialties: specialtyRows.filter((row) => row.kind === 'medic').map((row) => row.name),
      specialtiesNurses: specialtyRows.filter((row) => row.kind === 'nurse').map((row) => row.name),
      academicDegrees: academicDegrees.map((degree) => degree.name),
      municipalities,
      bloodTypes: bloodTypes.map((type) => type.name),
      rules,
      banks,
      typeCertifields,
      grades,
      map,
    });
    const body = JSON.stringify({ data });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { data, body, etag };
  }

  return {
    snapshot(): Promise<ReferenceSnapshot> {
      snapshot ??= load().catch((error: unknown) => {
        snapshot = undefined; // a failed read is retried by the next request
        throw error;
      });
      return snapshot;
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
