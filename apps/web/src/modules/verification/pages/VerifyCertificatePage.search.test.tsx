import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findVerdict,
  liveReply,
  notFound,
  PAGE,
  rateLimited,
  renderVerifyPage,
  sampleFields,
  stubVerifyApi,
} from './testVerifyPage';

const serialBox = () => screen.getByRole('textbox', { name: /Serial del certificado/ });
const searchButton = () => screen.getByRole('button', { name: 'Buscar' });

function searchFor(serial: string) {
  fireEvent.change(serialBox(), { target: { value: serial } });
  fireEvent.click(searchButton());
}

describe('VerifyCertificatePage searched by serial', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing when the serial is empty', async () => {
    const calls = stubVerifyApi({ live: liveReply(sampleFields, 'valid') });
    const { router } = renderVerifyPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(calls).toEqual([]);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps digits only in the serial box', async () => {
    stubVerifyApi({ live: liveReply(sampleFields, 'valid') });
    renderVerifyPage();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(serialBox(), { target: { value: '12a-0 045' } });
    expect((serialBox() as HTMLInputElement).value).toBe('120045');
  });

  it('shows the live status and the record, and puts the serial into the address', async () => {
    const calls = stubVerifyApi({ live: liveReply(sampleFields, 'valid') });
    const { router } = renderVerifyPage();
    await screen.findByRole('heading', { level: 1 });
    searchFor('120045');
    expect(await findVerdict()).toBe('Válido');
    expect(router.state.location.search).toBe('?serial=120045');
    expect(calls.map((call) => call.url)).toEqual(['/api/certifields/searchFree?serial=120045']);
    expect(screen.getByText('Datos del registro oficial.')).toBeInTheDocument();
    expect(screen.getByText('V-12***678')).toBeInTheDocument();
  });

  it('says plainly that a certificate of the replaced system is verified by serial alone', async () => {
    stubVerifyApi({ live: liveReply(sampleFields, 'valid', { imported: true }) });
    renderVerifyPage(`${PAGE}?serial=120045`);
    expect(await findVerdict()).toBe('Válido');
    expect(
      within(screen.getByRole('status')).getByText(
        /^Certificado anterior a AptoVial: verificado por serial\./,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of the replaced system for a certificate issued in AptoVial', async () => {
    stubVerifyApi({ live: liveReply(sampleFields, 'valid') });
    renderVerifyPage(`${PAGE}?serial=120045`);
    expect(await findVerdict()).toBe('Válido');
    expect(screen.queryByText(/Certificado anterior a AptoVial/)).not.toBeInTheDocument();
  });

  it('runs the search of a shared address and fills the box', async () => {
    stubVerifyApi({ live: liveReply({ ...sampleFields, glasses: null }, 'expired') });
    renderVerifyPage(`${PAGE}?serial=120045`);
    expect(await findVerdict()).toBe('Vencido');
    expect((serialBox() as HTMLInputElement).value).toBe('120045');
    expect(screen.getByText('No indicado')).toBeInTheDocument();
  });

  it.each([
    ['No existe un certificado con ese serial', notFound],
    ['Demasiadas consultas, espere un momento', rateLimited],
  ])('shows "%s" when the server refuses the search', async (message, reply) => {
    stubVerifyApi({ live: reply });
    renderVerifyPage(`${PAGE}?serial=999`);
    expect(await findVerdict()).toBe(message);
  });

  it('says a typed serial needs a connection without an answer, and retries', async () => {
    const answers: Parameters<typeof stubVerifyApi>[0] = { live: 'offline' };
    const calls = stubVerifyApi(answers);
    renderVerifyPage(`${PAGE}?serial=120045`);
    expect(await findVerdict()).toBe('Sin conexión: un serial escrito no se puede verificar');
    expect(screen.getByText(/solo se consulta con conexión/)).toBeInTheDocument();
    answers.live = liveReply(sampleFields, 'disabled');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Deshabilitado' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
