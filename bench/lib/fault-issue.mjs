// Bench serials start this far into the doctor's bench lot: bench/seed/certificates.mjs numbers
// its rows from the lot's first serial, so the two never meet below 50 million seeded rows.
const ISSUE_OFFSET = 50_000_000;
const caracasDay = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' });

/**
 * The road-medicine doctor the faults bench issues as (director.vial, a bench doctor of VE-A:
 * bench/seed/certificates.mjs BENCH_VIAL_NUMBERS), the bench lot of that state and the first
 * serial past every earlier run's.
 */
export async function issuerOf(db, email = 'director.vial@aptovial.test') {
  const { rows } = await db.query(
    `select a.school_number_id as number_id, s.state, l.id as lot_id, l.initial_number
       from accounts a join users u on u.id = a.user_id
       join school_numbers s on s.id = a.school_number_id
       join certificate_lots l on l.state = s.state and l.number_tp like 'BENCH-TP-%'
      where u.email = $1 and a.module = 'medicVial'`,
    [email],
  );
  const issuer = rows[0];
  if (!issuer)
    throw new Error(`${email}: no bench doctor or lot (seed bench/seed/certificates.mjs)`);
  const floor = Number(issuer.initial_number) + ISSUE_OFFSET;
  const { rows: last } = await db.query(
    'select max(serial) as serial from certificates where lot_id = $1 and serial > $2',
    [issuer.lot_id, floor],
  );
  return {
    email,
    numberId: Number(issuer.number_id),
    lotId: Number(issuer.lot_id),
    firstSerial: Math.max(floor, Number(last[0].serial ?? 0)) + 1,
  };
}

/** A certificate body for `serial`, as the issuing page sends it (a driver per serial). */
export function issueBody(serial) {
  const today = caracasDay();
  return JSON.stringify({
    serial,
    place: 'Caracas',
    expeditionDate: today,
    dueDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
    dni: String(70_000_000 + (serial % 10_000_000)),
    nationality: 'V',
    names: 'Conductor',
    lastNames: 'De Prueba',
    birthDate: '1985-03-12',
    grade: '3',
    typeCertifields: 'Primera vez',
    glasses: false,
    bloodType: 'O+',
  });
}

/**
 * Every acknowledged certificate in the database, whole: its row with the serial it was answered
 * with, in the doctor's lot and within its range, issued by that doctor; and the lot's used count
 * (kept by a trigger in the same transaction) equal to its rows. Also how many of the run's
 * serials were written without an answer reaching the bench (a process killed mid-call).
 */
export async function checkIssued(db, issuer, acknowledged) {
  const ids = acknowledged.map((a) => a.id);
  const { rows } = await db.query(
    `select c.id, c.serial from certificates c join certificate_lots l on l.id = c.lot_id
      where c.id = any($1::bigint[]) and c.lot_id = $2 and c.school_number_id = $3
        and c.serial between l.initial_number and l.final_number and c.state = l.state`,
    [ids, issuer.lotId, issuer.numberId],
  );
  const serialOf = new Map(rows.map((row) => [String(row.id), Number(row.serial)]));
  const found = acknowledged.filter((a) => serialOf.get(String(a.id)) === a.serial).length;
  const { rows: counts } = await db.query(
    `select (select used from certificate_lot_counts where lot_id = $1) as used,
            (select count(*)::int from certificates where lot_id = $1) as rows,
            (select count(*)::int from certificates where lot_id = $1 and serial >= $2) as run`,
    [issuer.lotId, issuer.firstSerial],
  );
  const { used, rows: lotRows, run } = counts[0];
  return {
    acknowledged: acknowledged.length,
    found,
    lotCountMatches: Number(used) === lotRows,
    writtenUnanswered: run - acknowledged.length,
  };
}
