import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAptoVial } from '../../bench/lib/server.mjs';
import { databaseEnv } from './server-with-mail';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** On PGlite: a stopped server's migrated DATA_DIR with the demo data, to start copies of. */
    pgliteTemplate: string;
  }
}

type RunningServer = { baseUrl: string; stop(): Promise<void> };

/**
 * One built server on a fresh database for the whole run (or E2E_BASE_URL when given). On PGlite
 * the first start (migrations, demo accounts) is kept as a template: every journey's own server
 * starts from a copy of it instead of doing that work again.
 */
export default async function setup(project: TestProject) {
  const given = process.env.E2E_BASE_URL;
  if (given) {
    project.provide('baseUrl', given);
    project.provide('pgliteTemplate', '');
    return;
  }
  const env = databaseEnv();
  let templateDir = '';
  if (!env.DATABASE_URL) {
    templateDir = await mkdtemp(path.join(tmpdir(), 'aptovial-e2e-template-'));
    const first = await startAptoVial({ readyTimeoutMs: 120_000, dataDir: templateDir });
    await first.stop();
  }
  project.provide('pgliteTemplate', templateDir);
  const server: RunningServer = await startAptoVial({
    readyTimeoutMs: 60_000,
    env,
    templateDir: templateDir || undefined,
  });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    if (templateDir) await rm(templateDir, { recursive: true, force: true });
  };
}
