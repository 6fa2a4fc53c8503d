import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEY_SET_STORAGE_KEY } from '../check/keySet';
import { DISABLED_LIST_STORAGE_KEY } from '../offline/disabledList';
import {
  createTestKey,
  findVerdict,
  liveReply,
  notFound,
  PAGE,
  renderVerifyPage,
  sampleFields,
  stubVerifyApi,
  tamperedProof,
} from './testVerifyPage';

let key: Awaited<ReturnType<typeof createTestKey>>;
let proof: string;
const keys = () => ({ body: { keys: [key.key] } });
const qrPath = (text = proof) => `${PAGE}?serial=${sampleFields.serial}#${text}`;

describe('VerifyCertificatePage opened from the QR', () => {
  beforeAll(async () => {
    key = await createTestKey();
    proof = await key.sign(sampleFields);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows Válido for a genuine proof whose live record is valid, with the signed data', async () => {
    const calls = stubVerifyApi({ keys: keys(), live: liveReply(sampleFields, 'valid') });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('Válido');
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/api/certifields/keys',
      '/api/certifields/searchFree?serial=120045',
    ]);
    expect(screen.getByText('Datos firmados en el certificado impreso.')).toBeInTheDocument();
    for (const text of [
      'José Ángel',
      'Pérez Núñez',
      'V-12***678',
      'Tercer grado (vehículos hasta 4.500 kg)',
      'Debe usar lentes correctivos; Solo puede conducir de día',
      'Sí',
      '14/03/2025',
      '14/03/2030',
      'María Fernanda Rodríguez',
      'MPPS-45821',
      'Mérida',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/Compare estos datos con la cédula/)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(KEY_SET_STORAGE_KEY) ?? '')).toEqual({
      keys: [key.key],
    });
  });

  it('calls a payload with one changed letter forged, and shows none of its data', async () => {
    stubVerifyApi({ keys: keys(), live: liveReply(sampleFields, 'valid') });
    renderVerifyPage(qrPath(tamperedProof(proof, 'Pérez', 'Pérex')));
    expect(await findVerdict()).toBe('Firma inválida: este certificado es falso');
    expect(screen.queryByText('Válido')).not.toBeInTheDocument();
    expect(screen.queryByText(/Pérex/)).not.toBeInTheDocument();
  });

  it('shows Deshabilitado for a disabled certificate, never its reason', async () => {
    const live = liveReply(sampleFields, 'disabled', { reason: 'Denuncia de fraude' });
    stubVerifyApi({ keys: keys(), live });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('Deshabilitado');
    expect(screen.queryByText(/Denuncia de fraude/)).not.toBeInTheDocument();
    expect(screen.getByText('José Ángel')).toBeInTheDocument();
  });

  it('shows Vencido for an expired certificate', async () => {
    stubVerifyApi({ keys: keys(), live: liveReply(sampleFields, 'expired') });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('Vencido');
  });

  it('says the signature is valid but the status unconfirmed when the status request fails', async () => {
    stubVerifyApi({ keys: keys(), live: 'offline' });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('Sin conexión: firma válida, estado no confirmado');
    expect(screen.getByText('José Ángel')).toBeInTheDocument();
  });

  it('checks the signature without signal with the key set kept from the last visit', async () => {
    window.localStorage.setItem(KEY_SET_STORAGE_KEY, JSON.stringify({ keys: [key.key] }));
    stubVerifyApi({ keys: 'offline', live: 'offline' });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('Sin conexión: firma válida, estado no confirmado');
  });

  it('cannot verify without keys, and never says valid', async () => {
    stubVerifyApi({ keys: 'offline', live: liveReply(sampleFields, 'valid') });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('No se pudo verificar la firma');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('never shows valid when the live record differs from the signed data', async () => {
    const live = liveReply({ ...sampleFields, dueDate: '2031-03-14' }, 'valid');
    stubVerifyApi({ keys: keys(), live });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('No coincide con el registro');
    expect(screen.queryByText('Válido')).not.toBeInTheDocument();
  });

  it('says an edited certificate replaced this printout, and shows the newer data', async () => {
    const newer = { ...sampleFields, names: 'José Antonio', dueDate: '2031-03-14' };
    stubVerifyApi({ keys: keys(), live: liveReply(newer, 'valid', { version: 2 }) });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('Corregido: pida la versión vigente');
    expect(screen.getByText(/después de esta impresión, que ya no es válida/)).toBeInTheDocument();
    expect(screen.queryByText('Válido')).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'Datos de la versión más reciente del registro oficial, no los de esta impresión.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('José Antonio')).toBeInTheDocument();
    expect(screen.getByText('14/03/2031')).toBeInTheDocument();
    // The printed (signed) data are not shown as if they were current.
    expect(screen.queryByText('José Ángel')).not.toBeInTheDocument();
  });

  it('without signal, calls a printout older than the kept revision corrected, showing no data', async () => {
    window.localStorage.setItem(KEY_SET_STORAGE_KEY, JSON.stringify({ keys: [key.key] }));
    const corrected = { serials: [sampleFields.serial], revisions: [2] };
    const kept = { asOf: '2026-01-10T14:00:00.000Z', gaps: [], corrected };
    window.localStorage.setItem(DISABLED_LIST_STORAGE_KEY, JSON.stringify(kept));
    stubVerifyApi({ keys: 'offline', live: 'offline' });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('Corregido: pida la versión vigente');
    expect(
      screen.getByText(/Sin conexión no se pueden mostrar los datos vigentes/),
    ).toBeInTheDocument();
    expect(screen.queryByText('José Ángel')).not.toBeInTheDocument();
  });

  it('calls a proof signed by a key the server does not list forged', async () => {
    const stranger = await createTestKey();
    stubVerifyApi({ keys: keys(), live: liveReply(sampleFields, 'valid') });
    renderVerifyPage(qrPath(await stranger.sign(sampleFields)));
    expect(await findVerdict()).toBe('Firma inválida: este certificado es falso');
  });

  it('calls a proof for another serial forged', async () => {
    stubVerifyApi({ keys: keys(), live: liveReply(sampleFields, 'valid') });
    renderVerifyPage(`${PAGE}?serial=120046#${proof}`);
    expect(await findVerdict()).toBe('Firma inválida: este certificado es falso');
  });

  it('asks to verify online when the signing key was withdrawn', async () => {
    const withdrawn = { body: { keys: [{ ...key.key, withdrawn: true }] } };
    stubVerifyApi({ keys: withdrawn, live: liveReply(sampleFields, 'valid') });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe(
      'Reimprimir: la clave que firmó este certificado fue retirada',
    );
  });

  it('shows no data for a genuine proof of a serial the server does not know', async () => {
    stubVerifyApi({ keys: keys(), live: notFound });
    renderVerifyPage(qrPath());
    expect(await findVerdict()).toBe('No existe un certificado con ese serial');
    expect(screen.queryByText('José Ángel')).not.toBeInTheDocument();
  });
});
