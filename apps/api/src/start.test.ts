import { describe, expect, it } from 'vitest';
import { ConfigError, testConfig } from './config';
import { openConfiguredDatabase } from './start';
import { MIGRATIONS_FOLDER } from './test/database';

describe('start-up with an unreachable database', () => {
  it('fails with one line naming DATABASE_URL', async () => {
    // Port 1 on loopback refuses at once: nothing listens there.
    const config = testConfig({ databaseUrl: 'postgres://postgres@127.0.0.1:1/aptovial' });
    const failure = openConfiguredDatabase(config, { migrations: MIGRATIONS_FOLDER });
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(/revise DATABASE_URL/);
  });
});
