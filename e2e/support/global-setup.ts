import type { TestProject } from 'vitest/node';
import { startAptoVial } from '../../bench/lib/server.mjs';
import { databaseEnv } from './server-with-mail';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

type RunningServer = { baseUrl: string; stop(): Promise<void> };

/** One built server on a fresh database for the whole run (or E2E_BASE_URL when given). */
export default async function setup(project: TestProject) {
  const given = process.env.E2E_BASE_URL;
  if (given) {
    project.provide('baseUrl', given);
    return;
  }
  const server: RunningServer = await startAptoVial({ readyTimeoutMs: 60_000, env: databaseEnv() });
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
