// Single-certificate inserts with and without the counting trigger (bench/bulk-writes.mjs, step
// 2): the rate of one connection, each insert its own transaction, and the trigger's own time in
// EXPLAIN ANALYZE. The rate moves with whatever else the machine runs; the trigger's median time
// much less, so both are printed.
import { loadavg } from 'node:os';

const n = (value) => Math.round(value).toLocaleString('en-US');
const elapsed = (started) => (performance.now() - started) / 1000;
/** The middle value; of an even count, the mean of the two middle ones. */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const COUNTING_TRIGGER = 'certificate_counts_insert_trg';

/** An insert copying certificate `$2` with serial `$1`. */
async function copyStatement(db) {
  const { rows: columns } = await db.query(
    `select attname as name from pg_attribute where attrelid = 'certificates'::regclass
       and attnum > 0 and not attisdropped and attgenerated = '' and attidentity = ''
     order by attnum`,
  );
  const names = columns.map((c) => `"${c.name}"`);
  const values = columns.map((c) => (c.name === 'serial' ? '$1' : `c."${c.name}"`));
  return `insert into certificates (${names.join(', ')}) select ${values.join(', ')}
    from certificates c where c.id = $2`;
}

/** Inserts a second for `seconds`, copying `templates` in turn with new serials. */
async function rateOf(db, text, templates, serial, seconds) {
  let done = 0;
  const started = performance.now();
  while (elapsed(started) < seconds) {
    serial.next += 1;
    await db.query({
      name: 'bulk-bench-single',
      text,
      values: [serial.next, templates[done % templates.length]],
    });
    done += 1;
  }
  return done / elapsed(started);
}

/** Median execution and counting-trigger times (ms) of `samples` inserts, by EXPLAIN ANALYZE. */
async function explainedCost(db, text, templates, serial, samples) {
  const executions = [];
  const triggers = [];
  for (let i = 0; i < samples; i += 1) {
    serial.next += 1;
    const { rows } = await db.query({
      text: `explain (analyze, format json) ${text}`,
      values: [serial.next, templates[i % templates.length]],
    });
    const [plan] = rows[0]['QUERY PLAN'];
    executions.push(plan['Execution Time']);
    const counting = (plan.Triggers ?? []).filter((t) => t['Trigger Name'] === COUNTING_TRIGGER);
    triggers.push(counting.reduce((sum, t) => sum + t.Time, 0));
  }
  return { execution: median(executions), trigger: median(triggers) };
}

/**
 * Certificates of `channel` ('medicVial': 17 counter rows; 'colegio': 3) inserted one by one on
 * one connection, the same table and statement with and without the counting trigger (the only
 * trigger it disables: every index, constraint and foreign-key check stays), in `pairs` pairs of
 * runs whose order alternates (counted first, then bare first), since the machine's load drifts:
 * the figure is the median of the pairs' ratios, printed with the load average. Then the trigger's
 * share of the insert. The uncounted inserts leave the counters behind: the caller recounts.
 */
export async function singleInsertCosts(db, channel, { seconds, samples = 300, pairs = 6 }) {
  const text = await copyStatement(db);
  const { rows } = await db.query(
    'select id from certificates where channel = $1 order by id limit 1000',
    [channel],
  );
  const templates = rows.map((row) => row.id);
  if (templates.length === 0) throw new Error(`no ${channel} certificate to copy`);
  const max = await db.query('select max(serial)::bigint as s from certificates');
  const serial = { next: Math.max(Number(max.rows[0].s), 9_000_000_000) };
  const trigger = (how) => db.query(`alter table certificates ${how} trigger ${COUNTING_TRIGGER}`);
  const counted = () => rateOf(db, text, templates, serial, seconds);
  const bare = async () => {
    await trigger('disable');
    try {
      return await rateOf(db, text, templates, serial, seconds);
    } finally {
      await trigger('enable');
    }
  };
  const runs = [];
  for (let pair = 0; pair < pairs; pair += 1) {
    const run = { load: loadavg()[0] };
    if (pair % 2 === 0) {
      run.counted = await counted();
      run.bare = await bare();
    } else {
      run.bare = await bare();
      run.counted = await counted();
    }
    runs.push(run);
  }
  const ratio = median(runs.map((run) => run.counted / run.bare));
  const cost = await explainedCost(db, text, templates, serial, samples);
  const us = (ms) => `${n(ms * 1000)} µs`;
  const loads = runs.map((run) => run.load.toFixed(1));
  console.log(
    `single ${channel} inserts: median ratio ${(100 * ratio).toFixed(0)} % of the bare rate over ` +
      `${pairs} alternating pairs (counted ${runs.map((run) => n(run.counted)).join(', ')}/s; ` +
      `bare ${runs.map((run) => n(run.bare)).join(', ')}/s; load ${loads.join(', ')}); median ` +
      `of ${samples} by EXPLAIN ANALYZE: insert ${us(cost.execution)}, counting trigger ` +
      `${us(cost.trigger)} (${((100 * (cost.execution - cost.trigger)) / cost.execution).toFixed(0)} % without it)`,
  );
  return { ratio, runs, ...cost };
}
