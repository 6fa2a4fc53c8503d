import type { FraudThresholdValues } from '@aptovial/shared';
import { type SQL, sql } from 'drizzle-orm';

/** What a detection run looks at: certificates created in [since, now), with these thresholds. */
export type DetectionWindow = { since: string; now: string; t: FraudThresholdValues };

/**
 * One signal kind as SQL: rows of `sn` (the college number), `window_key`, `window_start` (where
 * the window begins: a run rewrites only windows beginning at or after its `since`), `ids`
 * (evidence), `name` and `dni` (the doctor as printed) and `detail`. At most one row per
 * doctor and window key, as the upsert needs.
 */
export type KindQuery = (w: DetectionWindow) => SQL;

/** A certificate's local time in Caracas (UTC-4 all year since 2016). */
export const local = (column: SQL) => sql`(${column} at time zone 'America/Caracas')`;
/** Evidence kept per signal: the first certificates, the count says how many in all. */
export const EVIDENCE_CAP = 200;
