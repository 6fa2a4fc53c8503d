import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { loadServerKeys } from './server-keys';
import { keysFolders } from './testing';

const localConfig = keysFolders();

describe('the ALTCHA HMAC key', () => {
  it('is generated once under DATA_DIR/keys (mode 0600) when ALTCHA_HMAC_KEY is not set', () => {
    const config = localConfig();
    const first = loadServerKeys(config).captchaHmacKey;
    expect(loadServerKeys(config).captchaHmacKey).toBe(first);
    const file = path.join(config.dataDir, 'keys', 'altcha-hmac-key');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(43); // 32 random bytes
  });

  it('comes from ALTCHA_HMAC_KEY when set, with the lifetime and difficulty', () => {
    const key = 'k'.repeat(40);
    const config = loadConfig({
      ALTCHA_HMAC_KEY: key,
      ALTCHA_LIFETIME_SECONDS: '300',
      ALTCHA_MAX_NUMBER: '5000',
    });
    expect(config.captcha).toEqual({ hmacKey: key, lifetimeSeconds: 300, maxNumber: 5000 });
    const local = localConfig();
    expect(loadServerKeys({ ...local, captcha: config.captcha }).captchaHmacKey).toBe(key);
  });

  it('refuses a short key and keeps production defaults without variables', () => {
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: 'corta' })).toThrow(ConfigError);
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: 'corta' })).toThrow(/ALTCHA_HMAC_KEY/);
    expect(loadConfig({}).captcha).toEqual({
      hmacKey: undefined,
      lifetimeSeconds: 600,
      maxNumber: 2000,
    });
  });
});
