import { describe, expect, it } from 'vitest';
import { protectedRouteOf, safeReturnPath } from './returnPath';

describe('safeReturnPath (decision 0069)', () => {
  it.each([
    ['/perfil/DatosPersonales', '/perfil/DatosPersonales'],
    ['/INTT/Lista-usuarios-INTT', '/INTT/Lista-usuarios-INTT'],
    // A list keeps its page, order and filters in the address: they come back too.
    ['/certificados/Lista-certificados?page=3&order=serial#fila', undefined],
  ])('accepts the protected in-app path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected ?? raw);
  });

  it.each([
    ['another site', 'https://evil.example/perfil/DatosPersonales'],
    ['a protocol-relative address', '//evil.example/perfil/DatosPersonales'],
    ['a backslash browsers read as a slash', '/\\evil.example/perfil/DatosPersonales'],
    ['an encoded backslash left undecoded', '/%5C%5Cevil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'perfil/DatosPersonales'],
    ['a public page', '/Login'],
    ['the landing', '/'],
    ['an unknown path', '/no/existe'],
    ['a path that climbs out of a known one', '/perfil/../../evil'],
    ['nothing', ''],
    ['a very long address', `/perfil/DatosPersonales?x=${'a'.repeat(2100)}`],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeReturnPath(null)).toBeNull();
  });

  it('knows the protected route of a path, and none for public ones', () => {
    expect(protectedRouteOf('/Medicos-Vial/panel')).toBe('dashboardMVial');
    expect(protectedRouteOf('/inicio-INTT')).toBeNull();
    expect(protectedRouteOf('/Verificacion-OTP/login')).toBeNull();
  });
});
