import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the schema; no connection is needed (migrations run at start-up).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
