import { describe, expect, it } from 'vitest';
import { readRecoveryAddress, recoveryAddress } from './recovery-address';

describe('the recovery address', () => {
  it('carries the module and the encoded e-mail, and reads them back', () => {
    const address = recoveryAddress('INTT', 'ana+admin@ejemplo.ve');
    expect(address).toBe('/Recuperar-contrasena?modulo=INTT&correo=ana%2Badmin%40ejemplo.ve');
    const params = new URL(address, 'https://aptovial.example.ve').searchParams;
    expect(readRecoveryAddress(params)).toEqual({ mode: 'INTT', email: 'ana+admin@ejemplo.ve' });
  });

  it('carries the module alone when no e-mail is given (a login page’s link)', () => {
    const address = recoveryAddress('medicVial');
    expect(address).toBe('/Recuperar-contrasena?modulo=medicVial');
    const params = new URL(address, 'https://aptovial.example.ve').searchParams;
    expect(readRecoveryAddress(params)).toEqual({ mode: 'medicVial', email: '' });
  });

  it('reads an unknown module as none and a missing e-mail as empty', () => {
    expect(readRecoveryAddress(new URLSearchParams('modulo=bomberos'))).toEqual({
      mode: null,
      email: '',
    });
  });
});
