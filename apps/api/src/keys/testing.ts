import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { Config } from '../config';
import { testConfig } from '../test/config';
import { certificateKeyRing, loadCertificateKeys } from './certificate-key-ring';

/**
 * Configurations on a fresh DATA_DIR each (keys generated there, none from the environment),
 * removed after each test; registers its own afterEach.
 */
export function keysFolders() {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return function localConfig(): Config {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aptovial-keys-'));
    folders.push(dataDir);
    return testConfig({
      dataDir,
      certificates: { signingKey: undefined, keysDir: path.join(dataDir, 'keys', 'certificates') },
    });
  };
}

/** The key ring a server starting now on `config` would have. */
export const loadedRing = (config: Config) => certificateKeyRing(loadCertificateKeys(config));
