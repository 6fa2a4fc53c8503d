import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadProcessConfig } from './config';
import { lockDataDir, ownerOnlyNewFiles } from './data-dir';
import { demoAccountsTable, demoUsers } from './seeds/demo-users';
import { openConfiguredDatabase, seedIfEmpty } from './start';

// `npm run seed`: the demo accounts on an empty database, without starting the server.
const here = path.dirname(fileURLToPath(import.meta.url));
const paths = { migrations: path.resolve(here, '../src/db/migrations') };

async function main(): Promise<void> {
  ownerOnlyNewFiles();
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
