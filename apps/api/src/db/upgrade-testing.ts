import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../test/database';
import type { Db } from './client';

/**
 * The last migration of the previous release (main before 0048): 0048 on, and any added after, are the
 * upgrade. Chosen by index, so a migration added later joins the upgrade, never the old schema.
 */
export const PREVIOUS_RELEASE_LAST = 47;

/** A copy of the migrations folder whose journal stops at the previous release. */
export async function previousReleaseMigrations(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'aptovial-previous-release-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  journal.entries = journal.entries.filter(
    (entry: { idx: number }) => entry.idx <= PREVIOUS_RELEASE_LAST,
  );
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/** The tables the previous release's data lives in, parents first. */
export const PLANTED_TABLES = [
  'users',
  'accounts',
  'registers',
  'school_numbers',
  'certificate_lots',
  'operatives',
  'pre_registrations',
  'payments',
  'certificates',
  'certificate_status_changes',
] as const;

export const UPGRADE_PASSWORD = 'Actualizacion-2026!';
export const INTT_OFFICIAL = 'funcionario.actualizacion@aptovial.test';
export const CERTIFICATES = 60;
/** The first serial of the VE-A lot: certificate i is serial base + i. */
export const VE_A_SERIAL_BASE = 3_000_000;

/**
 * Rows of every kind as the previous release wrote them, in plain SQL against its schema (not
 * the current Drizzle schema, which may have moved on): people and accounts, medics and nurses
 * with college and road-medicine numbers in several states, three lots, operatives in every
 * status, requests open and served, charges approved, failed and pending, and certificates of
 * both channels, every type, several days, lots, states and statuses, some corrected.
 */
export async function plantPreviousRelease(db: Db, passwordHash: string): Promise<void> {
  const statements = [
    sql`insert into users (id, email, password_hash, dni, names, last_names, gender, phone1)
      overriding system value values
      (1, 'admin.actualizacion@aptovial.test', ${passwordHash}, '11000001', 'Carmen', 'Peña', 'F', '0414-1234567'),
      (2, ${INTT_OFFICIAL}, ${passwordHash}, '11000002', 'Luis', 'Rivas', 'M', '0414-1234568'),
      (3, 'vial.actualizacion@aptovial.test', ${passwordHash}, '11000003', 'José', 'Núñez', 'M', null)`,
    sql`insert into registers (id, dni, nationality, names, last_names, gender, specialty, type,
        academic_degree, date_birth, phone)
      overriding system value
      select i, (12000000 + i)::text, case when i % 7 = 0 then 'E' else 'V' end, 'Nombre ' || i,
        'Apellido Ñandú ' || i, case when i % 2 = 0 then 'F' else 'M' end, 'Medicina General',
        case when i % 4 = 0 then 'nurse' else 'medic' end,
        case when i % 4 = 0 then 'Licenciatura en Enfermería' end, date '1980-01-01' + i,
        '0412-555' || lpad(i::text, 4, '0')
      from generate_series(1, 24) i`,
    // A number per register (road medicine for some medics), a second one in VE-M for a few.
    sql`insert into school_numbers (id, register_id, state, school_number, register_date,
        current_solvency, medic_vial, license_number, type_certificates, grades)
      overriding system value
      select i, i, (array['VE-A', 'VE-M', 'VE-B'])[1 + i % 3], 'C-' || i, date '2020-01-01' + i,
        date '2027-01-01', i % 4 <> 0 and i % 3 = 0,
        case when i % 4 <> 0 and i % 3 = 0 then 'MV-U' || i end,
        '{Primera vez,Renovación,Especial}', '{1,2,3,4,5}'
      from generate_series(1, 24) i`,
    sql`insert into school_numbers (id, register_id, state, school_number, register_date,
        current_solvency)
      overriding system value
      select 100 + i, i, 'VE-M', 'M-' || i, date '2021-01-01', date '2026-06-01'
      from generate_series(1, 24, 5) i where 1 + i % 3 <> 2`,
    sql`insert into accounts (id, user_id, module, role, state, school_number_id)
      overriding system value values
      (1, 1, 'medic', 'Admin', 'VE-A', null), (2, 2, 'INTT', 'Official', 'VE-A', null),
      (3, 3, 'medicVial', 'VialDirector', 'VE-A', 3)`,
    sql`insert into certificate_lots (id, state, initial_number, final_number, number_tp, created_by)
      overriding system value values
      (1, 'VE-A', ${VE_A_SERIAL_BASE + 1}, ${VE_A_SERIAL_BASE + 1000}, 'TP-U-01', 1),
      (2, 'VE-M', 4000001, 4000500, 'TP-U-02', 1),
      (3, 'VE-A', ${VE_A_SERIAL_BASE + 1001}, ${VE_A_SERIAL_BASE + 2000}, 'TP-U-03', null)`,
    // Created before their start (a check of their table), one per status, different days.
    sql`insert into operatives (id, doctor_account_id, school_number_id, state, municipality,
        address_description, latitude, longitude, start_date, end_date, price, price_dollars,
        dollar_price, rate_date, status, total_users, total, certificates, observation,
        created_at, started_at, finished_at)
      overriding system value
      select i, 3, 3, 'VE-A', 101, 'Plaza Bolívar ' || i, 10.5 + i / 100.0, -66.9, date '2026-02-01' + i * 10,
        date '2026-02-01' + i * 10 + (i % 2), 4332.81, 5, 866.5612, date '2026-01-31',
        (array['Pending', 'InProgress', 'Executed', 'Cancelled', 'Rescheduled'])[1 + i % 5],
        i * 3, case when i % 5 = 2 then 12998.43 end, case when i % 5 = 2 then 3 end,
        case when i % 5 = 3 then 'Lluvia' end, timestamptz '2026-01-15 09:00-04',
        case when i % 5 in (1, 2) then timestamptz '2026-02-01 08:00-04' + i * interval '10 days' end,
        case when i % 5 = 2 then timestamptz '2026-02-01 17:00-04' + i * interval '10 days' end
      from generate_series(1, 10) i`,
    sql`insert into pre_registrations (id, dni, nationality, names, last_names, email, phone,
        date_birth, state, municipality, grades, type, created_at)
      overriding system value
      select i, (30000000 + i)::text, 'V', 'Solicitante', 'Pérez ' || i,
        'solicitud.' || i || '@aptovial.test', '0414-5551234', date '1990-01-01' + i,
        p.state, p.municipality, array[(1 + i % 3)::text],
        (array['Primera vez', 'Renovación', 'Especial'])[1 + i % 3],
        timestamptz '2026-01-31 23:30-04' + i * interval '13 hours'
      from generate_series(1, 20) i
      join (values (0, 'VE-A', 101), (1, 'VE-M', 1302), (2, 'VE-B', 201), (3, 'VE-B', 202))
        p (slot, state, municipality) on p.slot = i % 4`,
    // Charges: approved ones pay a request or an operative's applicant, some failed, a pending one
    // still sealed.
    sql`insert into payments (id, method, status, invoice_number, amount, payer_id,
        payer_phone_masked, payer_phone_sealed, bank_code, payment_reference, trx_date,
        pre_registration_id, operative_id, created_by, checks, settled_at, created_at)
      overriding system value
      select i, case when i % 3 = 0 then 'mobile' else 'c2p' end,
        case when i % 4 = 3 then 'failed' when i = 12 then 'pending' else 'approved' end,
        'F-U-' || lpad(i::text, 5, '0'), 4332.81 + i, 'V' || (30000000 + i),
        '0414-***' || lpad(i::text, 4, '0'), case when i = 12 then 'sealed:' || i end,
        case when i % 2 = 0 then 105 else 102 end,
        case when i % 4 <> 3 and i <> 12 then 'R' || lpad(i::text, 8, '0') end,
        date '2026-02-01' + i, case when i <= 8 then i end,
        case when i > 8 then 1 + i % 10 end, case when i > 8 then 3 end, i % 3,
        case when i <> 12 then timestamptz '2026-02-01 10:00-04' + i * interval '1 day' end,
        timestamptz '2026-02-01 09:59-04' + i * interval '1 day'
      from generate_series(1, 12) i`,
    sql`update pre_registrations r set payment_id = p.id, paid_at = p.settled_at
      from payments p where p.pre_registration_id = r.id and p.status = 'approved'`,
    // Certificate i: lot 1 + i % 3, VE-A's serials from VE_A_SERIAL_BASE + i, every fifth day.
    sql`insert into certificates (id, serial, lot_id, state, sectional, place, expedition_date,
        due_date, dni, nationality, names, last_names, birth_date, state_origin, occupation,
        grade, type, type_special, observations, rules, glasses, blood_type, school_number_id,
        name_doctor, dni_doctor, updated_by_school_number_id, status, reason, payment_id,
        operative_id, pre_registration_id, created_by, updated_by, created_at, updated_at,
        channel, version)
      overriding system value
      select i, case 1 + i % 3 when 1 then ${VE_A_SERIAL_BASE} + i when 2 then 4000000 + i
          else ${VE_A_SERIAL_BASE + 1000} + i end,
        1 + i % 3, case when i % 3 = 1 then 'VE-M' else 'VE-A' end,
        case when i % 4 = 0 then 'Seccional ' || i end, 'Caracas',
        date '2026-01-05' + i * 5, date '2027-01-05' + i * 5, (25000000 + i)::text,
        case when i % 11 = 0 then 'E' else 'V' end, 'Titular ' || i, 'Núñez Ávila ' || i,
        date '1985-03-01' + i, 'VE-B', case when i % 2 = 0 then 'Chofer' end,
        (1 + i % 5)::text, (array['Primera vez', 'Renovación', 'Especial'])[1 + i % 3],
        case when i % 3 = 2 then 'Discapacidad' end, case when i % 3 = 2 then 'Prótesis' end,
        case when i % 3 = 2 then '{Lentes,Prótesis}'::text[] else '{}' end,
        case when i % 5 = 0 then null else i % 2 = 0 end, (array['O+', 'A-', 'AB+'])[1 + i % 3],
        case when i % 2 = 0 then 3 else 1 + i % 24 end, 'Doctor ' || i, (13000000 + i)::text,
        case when i % 9 = 0 then 6 end, i % 10 <> 0, case when i % 10 = 0 then 'Extraviado' end,
        case when i <= 12 and i % 4 <> 3 and i <> 12 then i end,
        case when i between 20 and 29 then 1 + i % 10 end, case when i between 31 and 35 then i - 30 end,
        case when i % 2 = 0 then 3 else 1 end, case when i % 9 = 0 then 1 end,
        timestamptz '2026-01-05 09:00-04' + i * interval '5 days' + i * interval '7 minutes',
        timestamptz '2026-01-05 09:00-04' + i * interval '5 days' + i * interval '9 minutes',
        case when i % 2 = 0 then 'medicVial' else 'colegio' end, case when i % 9 = 0 then 2 else 1 end
      from generate_series(1, ${CERTIFICATES}) i`,
    sql`update pre_registrations r set certificate_id = c.id, served_at = c.created_at
      from certificates c where c.pre_registration_id = r.id`,
    sql`insert into certificate_status_changes (certificate_id, status, reason, account_id)
      select id, false, 'Extraviado', 1 from certificates where not status`,
  ];
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(statement);
    // Explicit ids were written: the identities go on after them, as a running server's would.
    for (const table of PLANTED_TABLES) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
    }
  });
}

/** Every row of a table as JSON, in id order: what an upgrade must keep. */
export async function rowsOf(db: Db, table: string): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t order by t.id`,
  )) as unknown as { rows: { row: Record<string, unknown> }[] };
  return result.rows.map(({ row }) => row);
}
