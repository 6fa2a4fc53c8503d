import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAptoVial } from '../../bench/lib/server.mjs';
import { dropCopies, keepTemplate } from './worker-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** On PGlite: a stopped server's migrated DATA_DIR with the demo data, to start copies of. */
    pgliteTemplate: string;
  }
}

/**
 * For each project (database), one built server on a fresh database for the whole run (or
 * E2E_BASE_URL when given). Its first start (migrations, demo accounts) is done once and copied:
 * on PGlite the stopped DATA_DIR is kept as a template every journey's server starts a copy of;
 * on PostgreSQL a copy of the run's database is the template of each journey file's own.
 */
export default async function setup(project: TestProject) {
  const given = process.env.E2E_BASE_URL;
  if (given) {
    project.provide('baseUrl', given);
    project.provide('pgliteTemplate', '');
    return;
  }
  // The project's env, not the shell's: the PGlite project runs beside a PostgreSQL one.
  const postgresUrl = project.config.env?.E2E_DATABASE_URL || '';
  const env: Record<string, string> = postgresUrl ? { DATABASE_URL: postgresUrl } : {};
  let templateDir = '';
  if (postgresUrl) {
    const first = await startAptoVial({ readyTimeoutMs: 120_000, env });
    await first.stop();
    await keepTemplate(postgresUrl);
  } else {
    templateDir = await mkdtemp(path.join(tmpdir(), 'aptovial-e2e-template-'));
    const first = await startAptoVial({ readyTimeoutMs: 120_000, dataDir: templateDir });
    await first.stop();
  }
  project.provide('pgliteTemplate', templateDir);
  const server = await startAptoVial({
    readyTimeoutMs: 60_000,
    env,
    templateDir: templateDir || undefined,
  });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    if (templateDir) await rm(templateDir, { recursive: true, force: true });
    if (postgresUrl) await dropCopies(postgresUrl);
  };
}
