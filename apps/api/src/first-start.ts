import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError } from './config';

/** The argument the seed script runs with as a first start's child (decision 0078). */
export const FIRST_START_FLAG = '--first-start';
/** The line the child prints last: the demo e-mails it seeded, as JSON. */
const ANSWER_PREFIX = 'aptovial-first-start ';

/** PGlite with no cluster under DATA_DIR yet: the start that creates, migrates and seeds it. */
export function isFirstPgliteStart(config: Config): boolean {
  return !config.databaseUrl && !existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'));
}

/** What the child prints once DATA_DIR is ready: the e-mails of the demo people it seeded. */
export function firstStartAnswer(demoAccounts: string[]): string {
  return `${ANSWER_PREFIX}${JSON.stringify(demoAccounts)}`;
}

/**
 * Creates, migrates and seeds DATA_DIR's PGlite cluster in a short-lived child running `script`
 * (the built seed script) with FIRST_START_FLAG, and resolves to the demo e-mails it seeded. The
 * WebAssembly memory PGlite grows for initdb, the migrations and the seed never shrinks, nor does
 * the garbage of that work leave at once: in a child it all goes when the child exits, and the
 * server opens the prepared folder as a restart does (decision 0078).
 */
export function prepareInChild(
  config: Config,
  script: string,
  migrationsFolder: string,
): Promise<string[]> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: config.dataDir,
    DEMO_DATA: String(config.demoData),
    PASSWORD_HASH_MEMORY_KIB: String(config.passwordHashMemoryKib),
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [script, FIRST_START_FLAG, migrationsFolder], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const answer = output
        .split('\n')
        .find((line) => line.startsWith(ANSWER_PREFIX))
        ?.slice(ANSWER_PREFIX.length);
      if (code === 0 && answer !== undefined) resolve(JSON.parse(answer) as string[]);
      else
        reject(
          new ConfigError(
            `no se pudo preparar la base de datos en DATA_DIR (${config.dataDir}); el proceso de la primera preparación terminó con el código ${code}`,
          ),
        );
    });
  });
}
