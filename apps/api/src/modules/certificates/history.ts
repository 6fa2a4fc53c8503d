import {
  type CertificateHistoryEntry,
  certificateHistoryActions,
  certificateHistoryEntrySchema,
} from '@aptovial/shared';
import type { AuditTrail, TrailEvent } from '../audit/trail';
import type { CertificatesDirectory } from './list/directory';
import { assertMayReadHistory, type CertificatesActor } from './policy';

type Deps = { directory: CertificatesDirectory; trail: AuditTrail };

/** Columns the history shows, by the API's name; ids and links (lot, payment...) are left out. */
const shownFields: Record<string, string> = {
  serial: 'serial',
  place: 'place',
  expeditionDate: 'expeditionDate',
  dueDate: 'dueDate',
  dni: 'dni',
  nationality: 'nationality',
  names: 'names',
  lastNames: 'lastNames',
  birthDate: 'birthDate',
  stateOrigin: 'stateOrigin',
  occupation: 'occupation',
  grade: 'grade',
  type: 'typeCertifields',
  typeSpecial: 'typeSpecial',
  observations: 'observations',
  rules: 'rules',
  glasses: 'glasses',
  bloodType: 'bloodType',
  sectional: 'sectional',
  status: 'status',
  nameDoctor: 'nameDoctor',
};

const valueSchema = certificateHistoryEntrySchema.shape.changes.element.shape.before;
/** A stored value as the history answers it (anything else, which never happens, as text). */
const shown = (value: unknown) => {
  const parsed = valueSchema.safeParse(value ?? null);
  return parsed.success ? parsed.data : JSON.stringify(value);
};

function entryOf(event: TrailEvent): CertificateHistoryEntry {
  const { motive, ...changes } = event.changes ?? {};
  return {
    id: event.id,
    at: event.at.toISOString(),
    action: event.action as CertificateHistoryEntry['action'],
    by: event.by,
    changes: Object.entries(changes).flatMap(([column, change]) => {
      const field = shownFields[column];
      if (field === undefined || typeof change !== 'object' || change === null) return [];
      const { before, after } = change as { before?: unknown; after?: unknown };
      return [{ field, before: shown(before), after: shown(after) }];
    }),
    reason: typeof motive === 'string' ? motive : null,
  };
}

/** A certificate's history (decision 0048): the Admins, for the certificates in their sight. */
export function createCertificateHistory({ directory, trail }: Deps) {
  return async (actor: CertificatesActor, id: number) => {
    assertMayReadHistory(actor);
    await directory.one(actor, id);
    const events = await trail.eventsOf('certificate', id, certificateHistoryActions);
    return events.map(entryOf);
  };
}
export type CertificateHistory = ReturnType<typeof createCertificateHistory>;
