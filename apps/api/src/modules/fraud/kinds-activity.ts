import { sql } from 'drizzle-orm';
import { EVIDENCE_CAP, type KindQuery, local } from './window';

/**
 * The signals read from a doctor's pace: hours above their usual, night bursts and serials far
 * out of the lot's order. Each answers one row per doctor and window (see KindQuery).
 */

const inWindow = (w: Parameters<KindQuery>[0]) =>
  sql`c.created_at >= ${w.since}::timestamptz and c.created_at < ${w.now}::timestamptz`;

/** 1. An hour with ≥ max(hourlyMin, hourlyFactor × the doctor's median per active hour, 90 days). */
export const hourlyRate: KindQuery = (w) => sql`
  with hours as (
    select c.school_number_id as sn, date_trunc('hour', c.created_at) as h, count(*)::int as n,
      (array_agg(c.id order by c.created_at, c.id))[1:${EVIDENCE_CAP}] as ids,
      (array_agg(c.name_doctor order by c.created_at desc))[1] as name,
      (array_agg(c.dni_doctor order by c.created_at desc))[1] as dni
    from certificates c where ${inWindow(w)}
    group by 1, 2 having count(*) >= ${w.t.hourlyMin}::int
  ),
  usual as (
    select d.sn, percentile_cont(0.5) within group (order by b.n) as median
    from (select distinct sn from hours) d
    cross join lateral (
      select count(*) as n from certificates x
      where x.school_number_id = d.sn and x.created_at >= ${w.now}::timestamptz - interval '90 days'
        and x.created_at < ${w.now}::timestamptz
      group by date_trunc('hour', x.created_at)
    ) b
    group by d.sn
  )
  select h.sn, to_char(${local(sql`h.h`)}, 'YYYY-MM-DD"T"HH24') as window_key, h.h as window_start,
    h.ids, h.name, h.dni,
    jsonb_build_object('count', h.n, 'usualPerHour', u.median,
      'limit', greatest(${w.t.hourlyMin}::int, ceil(${w.t.hourlyFactor}::int * u.median))) as detail
  from hours h join usual u using (sn)
  where h.n >= greatest(${w.t.hourlyMin}::int, ${w.t.hourlyFactor}::int * u.median)`;

/** 3. nightMin or more certificates between 22:00 and 05:00 of one night (Caracas). */
export const nightBurst: KindQuery = (w) => sql`
  with night as (
    select c.school_number_id as sn, (${local(sql`c.created_at`)} - interval '5 hours')::date as d,
      c.id, c.created_at, c.name_doctor, c.dni_doctor
    from certificates c
    where ${inWindow(w)}
      and (extract(hour from ${local(sql`c.created_at`)}) >= 22
        or extract(hour from ${local(sql`c.created_at`)}) < 5)
  )
  select sn, to_char(d, 'YYYY-MM-DD') as window_key,
    ((d + time '22:00') at time zone 'America/Caracas') as window_start,
    (array_agg(id order by created_at, id))[1:${EVIDENCE_CAP}] as ids,
    (array_agg(name_doctor order by created_at desc))[1] as name,
    (array_agg(dni_doctor order by created_at desc))[1] as dni,
    jsonb_build_object('count', count(*), 'first', min(created_at), 'last', max(created_at)) as detail
  from night group by sn, d having count(*) >= ${w.t.nightMin}::int`;

/**
 * 4. A certificate issued more than serialJump serials ahead of its lot's order: past the highest
 * serial the lot had used before it (by any doctor, so a lot shared with others is no jump). One
 * window pass over the lot, not a count of the serials in between: linear at a million.
 */
export const serialJump: KindQuery = (w) => sql`
  with issued as (
    select c.id, c.school_number_id as sn, c.lot_id, c.serial, c.created_at, c.name_doctor,
      c.dni_doctor, max(c.serial) over (partition by c.lot_id order by c.created_at, c.id
        rows between unbounded preceding and 1 preceding) as frontier
    from certificates c
    where c.created_at >= ${w.since}::timestamptz - interval '31 days'
      and c.created_at < ${w.now}::timestamptz
  ),
  jumps as materialized (
    select i.*, i.serial - 1 - coalesce(i.frontier,
      (select max(o.serial) from certificates o
        where o.lot_id = i.lot_id and o.created_at < ${w.since}::timestamptz - interval '31 days'),
      l.initial_number - 1) as skipped
    from issued i join certificate_lots l on l.id = i.lot_id
    where i.created_at >= ${w.since}::timestamptz
  )
  select sn, to_char(date_trunc('month', ${local(sql`created_at`)}), 'YYYY-MM') as window_key,
    (date_trunc('month', ${local(sql`created_at`)}) at time zone 'America/Caracas') as window_start,
    (array_agg(id order by created_at, id))[1:${EVIDENCE_CAP}] as ids,
    (array_agg(name_doctor order by created_at desc))[1] as name,
    (array_agg(dni_doctor order by created_at desc))[1] as dni,
    jsonb_build_object('count', count(*), 'maxSkipped', max(skipped),
      'serials', to_jsonb((array_agg(serial order by created_at, id))[1:${EVIDENCE_CAP}]))
      as detail
  from jumps where skipped > ${w.t.serialJump}::int
  group by 1, 2, 3`;
