import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findVerdict,
  liveReply,
  PAGE,
  renderVerifyPage,
  sampleFields,
  stubVerifyApi,
} from './testVerifyPage';

// Decision 0084: the answer links its issuing doctor to the public register entry.
const doctorLink = () => screen.getByRole('link', { name: 'Consultar al médico en el registro' });

describe('VerifyCertificatePage links the issuing doctor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('by the licence the certificate carries', async () => {
    stubVerifyApi({ live: liveReply({ ...sampleFields, licenseNumber: 'MV-0001' }, 'valid') });
    renderVerifyPage(`${PAGE}?serial=120045`);
    expect(await findVerdict()).toBe('Válido');
    expect(doctorLink()).toHaveAttribute('href', '/Consultar-medico?por=licencia&q=MV-0001');
  });

  it('by the printed name when the certificate carries no licence', async () => {
    const fields = { ...sampleFields, licenseNumber: null, doctor: 'Dra. María Rodríguez' };
    stubVerifyApi({ live: liveReply(fields, 'valid') });
    renderVerifyPage(`${PAGE}?serial=120045`);
    expect(await findVerdict()).toBe('Válido');
    const address = new URL(doctorLink().getAttribute('href') ?? '', 'http://x');
    expect(address.pathname).toBe('/Consultar-medico');
    expect(address.searchParams.get('por')).toBe('nombre');
    // Only what a name search takes: letters and spaces.
    expect(address.searchParams.get('q')).toBe('Dra  María Rodríguez');
  });
});
