import { describe, expect, it } from 'vitest';
import { noticeOf, signInAddress } from './signInAddress';

describe('signInAddress', () => {
  it('names the mode, the notice and the page to return to', () => {
    const address = signInAddress('INTT', { notice: 'expired', returnTo: '/home?a=1' });
    expect(address).toBe('/inicio-INTT?aviso=sesion-expirada&volver=%2Fhome%3Fa%3D1');
    const params = new URL(address, 'http://localhost').searchParams;
    expect(noticeOf(params)).toBe('expired');
    expect(params.get('volver')).toBe('/home?a=1');
  });

  it('is the plain sign-in without a notice or a page', () => {
    expect(signInAddress('colegio', { notice: null, returnTo: null })).toBe('/Login');
    expect(signInAddress('medicVial', { notice: 'required', returnTo: null })).toBe(
      '/inicio-Medico-Vial?aviso=inicie-sesion',
    );
  });

  it('reads no notice from an unknown value', () => {
    expect(noticeOf(new URLSearchParams('aviso=<b>hola</b>'))).toBeNull();
  });
});
