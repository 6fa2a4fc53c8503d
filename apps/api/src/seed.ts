import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadProcessConfig } from './config';
import { lockDataDir, ownerOnlyNewFiles } from './data-dir';
import { FIRST_START_FLAG, firstStartAnswer } from './first-start';
import { demoAccountsTable, demoUsers } from './seeds/demo-users';
import { openConfiguredDatabase, seedIfEmpty } from './start';

// `npm run seed`: the demo accounts on an empty database, without starting the server. Run by the
// server with FIRST_START_FLAG and its migrations folder, it prepares a first start's DATA_DIR in
// a child process instead (first-start.ts, decision 0078).
const here = path.dirname(fileURLToPath(import.meta.url));
const paths = { migrations: path.resolve(here, '../src/db/migrations') };

/** The server's first start: DEMO_DATA decides, and the seeded e-mails go back on stdout. */
async function firstStart(migrations: string): Promise<void> {
  const config = loadProcessConfig();
  const database = await openConfiguredDatabase(config, { migrations });
  try {
    console.log(firstStartAnswer(await seedIfEmpty(config, database)));
  } finally {
    await database.close();
    lockDataDir(config.dataDir);
  }
}

async function main(): Promise<void> {
  ownerOnlyNewFiles();
  const [flag, migrations] = process.argv.slice(2);
  if (flag === FIRST_START_FLAG && migrations) return firstStart(migrations);
  // Asked for explicitly, so seeded whatever DEMO_DATA says.
  const config = { ...loadProcessConfig(), demoData: true };
  const database = await openConfiguredDatabase(config, paths);
  try {
    const seeded = await seedIfEmpty(config, database);
    if (seeded.length === 0) console.log('La base de datos ya tiene usuarios: no se creó nada.');
    else console.log(demoAccountsTable(demoUsers.filter((demo) => seeded.includes(demo.email))));
  } finally {
    await database.close();
    lockDataDir(config.dataDir);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Error de configuración: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
