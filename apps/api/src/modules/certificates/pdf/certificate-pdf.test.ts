import { encodeProofPayload, verificationUrl } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { proofFieldsOf } from '../proof-fields';
import {
  type CertificatePdfInput,
  renderCertificatePdf,
  VERIFY_CAPTION,
  verificationAddress,
} from './certificate-pdf';
import { CM } from './qr';
import { pageText, readPdf, readQr, sampleCertificate } from './testing';

// As long as a real signed address: the payload the server signs plus a 64-byte signature.
const certificate = sampleCertificate();
const proof = `${encodeProofPayload('AAAAAAAAAAA', proofFieldsOf(certificate))}.${'s'.repeat(86)}`;
const url = verificationUrl('https://aptovial.example.ve', certificate.serial, proof);

async function render(overrides: Partial<CertificatePdfInput> = {}) {
  const bytes = await renderCertificatePdf({
    certificate,
    verificationUrl: url,
    paper: 'A4',
    issuedAt: new Date('2025-03-14T15:00:00Z'),
    compress: false,
    ...overrides,
  });
  return { bytes, pages: readPdf(bytes) };
}

describe('renderCertificatePdf', () => {
  it('prints one A4 page in Spanish with the holder, aptitude, dates and issuing doctor', async () => {
    const { bytes, pages } = await render();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page).toMatchObject({ width: 595.28, height: 841.89 });
    const text = page ? pageText(page) : '';
    for (const expected of [
      'Certificado Médico de Aptitud para Conducir',
      '120045',
      'Lote TP: TP-2025-07',
      'Íñigo José',
      'Ñandú Pérez',
      'V-12345678',
      'Venezolano(a)',
      '05/01/1980',
      'Chofer',
      'Bolívar',
      'Cuarto grado (transporte de pasajeros y carga)',
      'Especial',
      'Visión monocular',
      '• Debe usar lentes correctivos',
      '• Solo puede conducir de día',
      'Control oftalmológico cada seis meses.',
      'O+',
      'Sí',
      'Consultorio Los Próceres, Mérida',
      '14/03/2025',
      '14/03/2030',
      'Seccional Mérida',
      'María Fernanda Rodríguez Peña',
      '9876543',
      'MER-10452',
      'N.º de habilitado',
      'HAB-45821',
      'Impreso el 14/03/2025 11:00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('DESHABILITADO');
  });

  it('holds the verification address in a QR at least 3 cm wide, with the address printed', async () => {
    const { pages } = await render();
    const [page] = pages;
    if (!page) throw new Error('no page');
    const qr = readQr(page);
    expect(qr.text).toBe(url);
    expect(qr.widthPt).toBeGreaterThanOrEqual(3 * CM);
    const text = pageText(page);
    // The caption wraps under the QR; its lines joined read as one sentence.
    expect(page.lines.join(' ').replace(/\s+/g, ' ')).toContain(VERIFY_CAPTION);
    expect(verificationAddress(url)).toBe('aptovial.example.ve/Buscar-certificado-medicos');
    expect(text).toContain('aptovial.example.ve/Buscar-certificado-medicos');
    // The proof travels only inside the QR.
    expect(text).not.toContain(proof.slice(0, 20));
  });

  it('prints on letter paper as well', async () => {
    const { pages } = await render({ paper: 'LETTER' });
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ width: 612, height: 792 });
  });

  it('crosses a disabled certificate out with DESHABILITADO', async () => {
    const { pages } = await render({ certificate: sampleCertificate({ status: false }) });
    expect(pages[0] && pageText(pages[0])).toContain('DESHABILITADO');
  });

  it('prints an ordinary certificate without special kind, restrictions or observations', async () => {
    const ordinary = sampleCertificate({
      typeCertifields: 'Renovación',
      typeSpecial: null,
      observations: null,
      rules: [],
      glasses: null,
      bloodType: null,
      occupation: null,
      stateOrigin: null,
      createdBy: { ...certificate.createdBy, licenseNumber: null },
    });
    const { pages } = await render({ certificate: ordinary });
    const text = pages[0] ? pageText(pages[0]) : '';
    expect(text).toContain('Renovación');
    expect(text).toContain('Ninguna');
    expect(text).toContain('No indicado');
    expect(text).not.toContain('Tipo especial');
    expect(text).not.toContain('Observaciones');
    expect(text).not.toContain('Debe usar lentes correctivos');
  });

  it('keeps a long special certificate on one page', async () => {
    const crowded = sampleCertificate({
      names: 'Maximiliano Sebastián Bartolomé',
      lastNames: 'Ñañez de la Santísima Trinidad',
      rules: ['LENTES', 'AUDIFONO', 'AUTOMATICO', 'ADAPTADO', 'DIURNO', 'SIN_AUTOPISTA', 'ESPEJOS'],
      // 488 characters, near the 500 the schema allows: printed whole.
      observations: 'Debe presentar informe oftalmológico y auditivo actualizado. '
        .repeat(8)
        .trim(),
    });
    for (const paper of ['A4', 'LETTER'] as const) {
      const { pages } = await render({ certificate: crowded, paper });
      expect(pages).toHaveLength(1);
      const text = pages[0]?.lines.join(' ').replace(/\s+/g, ' ');
      expect(text).toContain(crowded.observations);
      expect(text).toContain('Ñañez de la Santísima Trinidad');
    }
  });

  it('compresses by default', async () => {
    const plain = await render();
    const { bytes } = await render({ compress: undefined });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toContain('%%EOF');
    expect(bytes.length).toBeLessThan(plain.bytes.length / 2);
  });
});
