import { sql } from 'drizzle-orm';
import { EVIDENCE_CAP, type KindQuery, local } from './window';

/**
 * The signals read from what a doctor may issue and what became of it: outside the number's
 * state, types or grades; a driver certified by several doctors; disabled certificates; a lapsed
 * solvency; a driver another doctor found unfit. One row per doctor and window (see KindQuery).
 */

const since = (w: Parameters<KindQuery>[0]) => sql`${w.since}::timestamptz`;
const now = (w: Parameters<KindQuery>[0]) => sql`${w.now}::timestamptz`;
const month = sql`date_trunc('month', ${local(sql`c.created_at`)})`;
/** The usual columns of a signal grouped per doctor and Caracas month. */
const perMonth = sql`
  c.school_number_id as sn, to_char(${month}, 'YYYY-MM') as window_key,
  (${month} at time zone 'America/Caracas') as window_start,
  (array_agg(c.name_doctor order by c.created_at desc))[1] as name,
  (array_agg(c.dni_doctor order by c.created_at desc))[1] as dni`;

/** 2. Issued in another state than the number's, or a type or grade the number is not enabled for. */
export const outsideScope: KindQuery = (w) => sql`
  select ${perMonth},
    (array_agg(c.id order by c.created_at, c.id))[1:${EVIDENCE_CAP}] as ids,
    jsonb_build_object('count', count(*), 'otherState', count(*) filter (where c.other_state),
      'notEnabled', count(*) filter (where c.not_enabled)) as detail
  from (
    select c.*, c.state <> n.state as other_state,
      not (c.type = any(n.type_certificates)
        and c.grade = any(case when c.type = 'Especial' then n.special_grades else n.grades end))
        as not_enabled
    from certificates c join school_numbers n on n.id = c.school_number_id
    where c.created_at >= ${since(w)} and c.created_at < ${now(w)}
  ) c
  where c.other_state or c.not_enabled
  group by 1, 2, 3`;

/**
 * 5. One driver certified in one month by driverDoctors or more doctors: a signal for each doctor
 * but the month's first, the evidence every certificate of the driver that month.
 */
export const driverManyDoctors: KindQuery = (w) => sql`
  with months as (
    select c.dni, c.nationality, ${month} as m, count(*)::int as n,
      count(distinct c.school_number_id)::int as doctors,
      (array_agg(c.id order by c.created_at, c.id))[1:${EVIDENCE_CAP}] as ids,
      array_agg(c.school_number_id order by c.created_at, c.id) as sns,
      array_agg(c.name_doctor order by c.created_at, c.id) as names,
      array_agg(c.dni_doctor order by c.created_at, c.id) as dnis
    from certificates c
    where c.created_at >= ${since(w)} and c.created_at < ${now(w)}
    group by 1, 2, 3 having count(distinct c.school_number_id) >= ${w.t.driverDoctors}::int
  )
  select s.sn, to_char(m, 'YYYY-MM') || ':' || nationality || '-' || dni as window_key,
    (m at time zone 'America/Caracas') as window_start, ids,
    names[s.at] as name, dnis[s.at] as dni,
    jsonb_build_object('count', n, 'doctors', doctors, 'driver', nationality || '-' || dni) as detail
  from months cross join lateral (
    select sn, max(ord)::int as at from unnest(sns) with ordinality as u(sn, ord) group by sn
  ) s
  where s.sn <> sns[1]`;

/** 6. disabledPercent % or more of a doctor's certificates of a month disabled, from disabledMin. */
export const disabledShare: KindQuery = (w) => sql`
  select ${perMonth},
    (array_agg(c.id order by c.created_at, c.id) filter (where not c.status))[1:${EVIDENCE_CAP}] as ids,
    jsonb_build_object('count', count(*), 'disabled', count(*) filter (where not c.status),
      'percent', round(100.0 * count(*) filter (where not c.status) / count(*))) as detail
  from certificates c
  where c.created_at >= ${since(w)} and c.created_at < ${now(w)}
  group by 1, 2, 3
  having count(*) >= ${w.t.disabledMin}::int
    and 100 * count(*) filter (where not c.status) >= ${w.t.disabledPercent}::int * count(*)`;

/** 7. Issued on a Caracas day after the number's current solvency. */
export const lapsedSolvency: KindQuery = (w) => sql`
  select ${perMonth},
    (array_agg(c.id order by c.created_at, c.id))[1:${EVIDENCE_CAP}] as ids,
    jsonb_build_object('count', count(*), 'solvency', n.current_solvency) as detail
  from certificates c join school_numbers n on n.id = c.school_number_id
  where c.created_at >= ${since(w)} and c.created_at < ${now(w)}
    and ${local(sql`c.created_at`)}::date > n.current_solvency
  group by 1, 2, 3, n.current_solvency`;

/**
 * 8. Certified within unfitDays after another doctor recorded the driver unfit for that grade:
 * one signal per finding and doctor. Findings are few: the query starts from them.
 */
export const afterUnfit: KindQuery = (w) => sql`
  select c.school_number_id as sn, 'hallazgo-' || u.id as window_key, u.created_at as window_start,
    (array_agg(c.id order by c.created_at, c.id))[1:${EVIDENCE_CAP}] as ids,
    (array_agg(c.name_doctor order by c.created_at desc))[1] as name,
    (array_agg(c.dni_doctor order by c.created_at desc))[1] as dni,
    jsonb_build_object('count', count(*), 'findingId', u.id, 'findingAt', u.created_at,
      'driver', u.nationality || '-' || u.dni, 'grade', u.grade) as detail
  from unfit_findings u
  join certificates c on c.dni = u.dni and c.nationality = u.nationality and c.grade = u.grade
    and c.created_at > u.created_at
    and c.created_at <= u.created_at + make_interval(days => ${w.t.unfitDays}::int)
    and c.school_number_id is distinct from u.school_number_id
  where u.created_at >= ${since(w)} - make_interval(days => ${w.t.unfitDays}::int)
    and u.created_at < ${now(w)}
  group by c.school_number_id, u.id`;
