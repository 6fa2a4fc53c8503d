import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs everything locally with no variables set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.appMode).toBe('medicVial');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names the variable to fix', () => {
    expect(() => loadConfig({ PORT: 'tres mil' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'tres mil' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_MODE: 'otro' })).toThrow(/APP_MODE/);
  });

  it('reads a PostgreSQL URL and the deployment mode', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/aptovial',
      APP_MODE: 'INTT',
      PORT: '8080',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/aptovial');
    expect(config.appMode).toBe('INTT');
    expect(config.publicUrl).toBe('http://localhost:8080');
  });
});
