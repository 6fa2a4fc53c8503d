import pg from 'pg';

/**
 * On PostgreSQL every journey file gets a database of its own, a copy of the run's migrated one
 * with the demo data (as every PGlite journey starts from a copy of the template DATA_DIR): what
 * one journey leaves behind (a commission's price, a session) never reaches the next.
 */
function adminAndName(runUrl: string) {
  const url = new URL(runUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  return { admin: new pg.Client({ connectionString: url.toString() }), name };
}

async function asAdmin(runUrl: string, work: (admin: pg.Client, name: string) => Promise<void>) {
  const { admin, name } = adminAndName(runUrl);
  await admin.connect();
  try {
    await work(admin, name);
  } finally {
    await admin.end();
  }
}

const templateOf = (name: string) => `${name}_template`;

/** Keeps the run's database, stopped and migrated, as the template every journey copies. */
export function keepTemplate(runUrl: string) {
  return asAdmin(runUrl, async (admin, name) => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateOf(name)}`);
    await admin.query(`CREATE DATABASE ${templateOf(name)} TEMPLATE ${name}`);
  });
}

let made = 0;

/** A new database for one journey file, copied from the template (a file copy, no migrations). */
export async function copyForJourney(runUrl: string): Promise<string> {
  made += 1;
  const url = new URL(runUrl);
  let copy = '';
  await asAdmin(runUrl, async (admin, name) => {
    copy = `${name}_j${process.pid}_${made}`;
    await admin.query(`CREATE DATABASE ${copy} TEMPLATE ${templateOf(name)}`);
  });
  url.pathname = `/${copy}`;
  return url.toString();
}

/** Drops the template and any journey's copy a crashed worker left behind. */
export function dropCopies(runUrl: string) {
  return asAdmin(runUrl, async (admin, name) => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${name}\\_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE ${datname} WITH (FORCE)`);
  });
}

export function dropDatabase(url: string) {
  return asAdmin(url, async (admin, name) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
