import { afterAll } from 'vitest';
import { copyForJourney, dropDatabase } from './worker-databases';

// Set-up of each PostgreSQL journey file: a fresh copy of the migrated demo database, which
// every server the file starts uses (databaseEnv), dropped once the file is done.
const runUrl = process.env.E2E_DATABASE_URL;
if (runUrl) {
  const url = await copyForJourney(runUrl);
  process.env.E2E_JOURNEY_DATABASE_URL = url;
  afterAll(() => dropDatabase(url));
}
