import { describe, expect, it } from 'vitest';
import { allApiPaths, apiPath, apiPaths, authPath } from './api-paths';

describe('apiPaths', () => {
  it('spells every path under /api/, each named once', () => {
    for (const path of allApiPaths()) expect(path).toMatch(/^\/api\/[A-Za-z0-9/{}-]+$/);
    const paths = Object.values(apiPaths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('fills {id} segments, encoded', () => {
    expect(apiPath('certifieldPdf', { id: 42 })).toBe('/api/certifields/42/pdf');
    expect(apiPath('disableCertifields', { id: 'a/b' })).toBe(
      '/api/certifields/disableCertifields/a%2Fb',
    );
    expect(apiPath('certifields')).toBe('/api/certifields');
  });

  it('builds the auth calls under each login prefix (docs/product/calls.md)', () => {
    expect(authPath('nurse', 'login')).toBe('/api/auth/login');
    expect(authPath('INTT', 'forgetPassword')).toBe('/api/authINTT/forgetPassword');
    expect(authPath('medicVial', 'change-password-logout')).toBe(
      '/api/credentialMedic/change-password-logout',
    );
  });
});
