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

  it('reads the official rate from the public services unless told otherwise', () => {
    expect(loadConfig({}).exchangeRate).toEqual({
      dolarApiUrl: 'https://ve.dolarapi.com',
      pyDolarUrl: 'https://pydolarve.org',
      timeoutMs: 4000,
      refreshMinutes: 15,
      refresh: true,
    });
    const local = loadConfig({
      FX_API_URL: 'http://127.0.0.1:4100',
      FX_FALLBACK_API_URL: 'http://127.0.0.1:4101',
      FX_REFRESH: 'false',
    }).exchangeRate;
    expect(local).toMatchObject({ dolarApiUrl: 'http://127.0.0.1:4100', refresh: false });
    expect(() => loadConfig({ FX_API_URL: 'no es una url' })).toThrow(/FX_API_URL/);
  });

  it("shows OpenStreetMap's tiles with its credit unless told otherwise (decision 0025)", () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    });
    const own = loadConfig({
      MAP_TILE_URL: 'https://{s}.teselas.example.ve/mapa/{z}/{x}/{y}.webp',
      MAP_TILE_ATTRIBUTION: 'Teselas propias',
    }).map;
    expect(own).toEqual({
      tileUrl: 'https://{s}.teselas.example.ve/mapa/{z}/{x}/{y}.webp',
      attribution: 'Teselas propias',
    });
    for (const wrong of ['tile.example.ve/{z}/{x}/{y}.png', 'https://tile.example.ve/mapa.png']) {
      expect(() => loadConfig({ MAP_TILE_URL: wrong })).toThrow(/MAP_TILE_URL/);
    }
  });
});
