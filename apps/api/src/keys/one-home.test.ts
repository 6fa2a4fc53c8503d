import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const api = fileURLToPath(new URL('../..', import.meta.url));
const home = path.join(api, 'src', 'keys');
/** Where the settings are read from the environment and typed: the only other files naming them. */
const settings = [path.join(api, 'src', 'config.ts'), path.join(api, 'src', 'config-shape.ts')];

/** What handling certificate keys looks like: making one, its file, its records, its settings. */
const KEY_HANDLING = [
  /generateKeyPairSync\(\s*'ed25519'/,
  /certificate-ed25519/,
  /\bkeysDir\b/,
  /certificates\.signingKey\b/,
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return full === home ? [] : sources(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

describe('certificate keys have one home (apps/api/src/keys)', () => {
  it('no other file of the API or its scripts makes, stores or configures them', () => {
    const elsewhere = [...sources(path.join(api, 'src')), ...sources(path.join(api, 'scripts'))]
      .filter((file) => !settings.includes(file))
      .filter((file) => KEY_HANDLING.some((pattern) => pattern.test(readFileSync(file, 'utf8'))))
      .map((file) => path.relative(api, file));
    expect(elsewhere, 'use keys/certificate-key-ring.ts instead').toEqual([]);
  });
});
