import { stateName } from '@aptovial/shared';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { municipalities, operatives } from '../../db/schema/index';
import { datesText } from './notices';

/** Planned or under way: an operative a holder can still go to. */
const LIVE = ['Pending', 'Rescheduled', 'InProgress'] as const;

/**
 * The operatives module's door for the certificates' expiry reminders (decision 0087): the next
 * live operatives of a municipality that have not ended by `today`. Stateless, so app.ts builds
 * it ahead of the modules that take it.
 */
export function createUpcomingOperatives(db: Db) {
  return async function nextIn(municipality: number, today: string, executor: Db = db, limit = 3) {
    const rows = await executor
      .select({
        place: operatives.addressDescription,
        startDate: operatives.startDate,
        endDate: operatives.endDate,
        state: operatives.state,
        municipality: municipalities.name,
      })
      .from(operatives)
      .innerJoin(municipalities, eq(municipalities.id, operatives.municipality))
      .where(
        and(
          // The state leads operatives_state_start_idx; the municipality's own state.
          eq(
            operatives.state,
            sql`(select ${municipalities.stateCode} from ${municipalities} where ${municipalities.id} = ${municipality})`,
          ),
          eq(operatives.municipality, municipality),
          gte(operatives.endDate, today),
          inArray(operatives.status, [...LIVE]),
        ),
      )
      .orderBy(asc(operatives.startDate), asc(operatives.id))
      .limit(limit);
    return rows.map((row) => ({
      place: row.place,
      municipality: row.municipality,
      state: stateName(row.state),
      dates: datesText(row),
    }));
  };
}
