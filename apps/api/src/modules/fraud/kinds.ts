import type { FraudKind } from '@aptovial/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hourlyRate, nightBurst, serialJump } from './kinds-activity';
import {
  afterUnfit,
  disabledShare,
  driverManyDoctors,
  lapsedSolvency,
  outsideScope,
} from './kinds-records';
import type { DetectionWindow, KindQuery } from './window';

export const kindQueries: Record<FraudKind, KindQuery> = {
  hourlyRate,
  outsideScope,
  nightBurst,
  serialJump,
  driverManyDoctors,
  disabledShare,
  lapsedSolvency,
  afterUnfit,
};

export type KindOutcome = { found: number[]; inserted: number[]; removed: number };

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Stores what one kind finds, in the database: new windows inserted, found ones refreshed (the
 * evidence grows), and windows of this run's range no longer found removed (a threshold raised).
 * `xmax = 0` tells a row this statement inserted from one it updated.
 */
export async function storeKind(tx: Db, kind: FraudKind, w: DetectionWindow): Promise<KindOutcome> {
  const stored = rowsOf<{ id: number | string; inserted: boolean }>(
    await tx.execute(sql`
      with found as (${kindQueries[kind](w)})
      insert into fraud_signals as s
        (kind, state, school_number_id, doctor_name, window_key, certificate_ids, detail, detected_at)
      select ${kind}, n.state, f.sn, coalesce(f.name, ''), f.window_key, f.ids,
        f.detail || jsonb_build_object('doctorDni', coalesce(f.dni, ''), 'windowStart', f.window_start),
        ${w.now}::timestamptz
      from found f join school_numbers n on n.id = f.sn
      on conflict (kind, school_number_id, window_key) do update
        set certificate_ids = excluded.certificate_ids, detail = excluded.detail,
          state = excluded.state, doctor_name = excluded.doctor_name
      returning s.id, (s.xmax = 0) as inserted`),
  );
  const found = stored.map((row) => Number(row.id));
  const removed = rowsOf<{ id: number }>(
    await tx.execute(sql`
      delete from fraud_signals
      where kind = ${kind} and (detail->>'windowStart')::timestamptz >= ${w.since}::timestamptz
        and not (id = any(${`{${found.join(',')}}`}::bigint[]))
      returning id`),
  ).length;
  return {
    found,
    inserted: stored.filter((row) => row.inserted).map((row) => Number(row.id)),
    removed,
  };
}
