import { apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { RequestCertificatePage } from '../pages/requestPages';
import { pathOf, switchOf } from '../testPreRegisters';
import { change, expectedBody, fillRequest, input } from './testRequest';

// The ALTCHA widget is H1's component, tested on its own; here a button hands over a solution.
vi.mock('../../../shared/ui/CaptchaField', () => ({
  CaptchaField: ({ onChange, error }: { onChange: (p: string | null) => void; error?: string }) => (
    <div>
      <button type="button" onClick={() => onChange('solved-payload')}>
        Resolver verificación
      </button>
      {error !== undefined && <p>{error}</p>}
    </div>
  ),
}));

type Stub = { settings?: ApiReply; send?: (call: ApiCall) => ApiReply };

function stubRequestApi({
  settings = { body: { data: [switchOf(true)] } },
  send = () => ({ status: 200, body: { data: { received: true } } }),
}: Stub = {}) {
  return stubApi((call) => {
    if (pathOf(call.url) === apiPaths.settings) return settings;
    if (pathOf(call.url) === apiPaths.createPreregister && call.method === 'POST')
      return send(call);
    return { status: 404 };
  });
}

const sends = (calls: ApiCall[]) =>
  calls.filter((call) => pathOf(call.url) === apiPaths.createPreregister);

describe('solicitar-certificado (formCertifield)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['off', { body: { data: [switchOf(false)] } }],
    ['missing', { body: { data: [] } }],
  ])('says requests are closed, without fields, while the switch is %s', async (_, settings) => {
    const calls = stubRequestApi({ settings });
    renderWithProviders(<RequestCertificatePage />);
    expect(await screen.findByText('Solicitudes cerradas')).toBeInTheDocument();
    expect(screen.getByText(/están cerradas en este momento/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Cédula/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).not.toBeInTheDocument();
    expect(calls.map((call) => pathOf(call.url))).toEqual([apiPaths.settings]);
  });

  it('shows the shared schema messages under their fields and sends nothing', async () => {
    const calls = stubRequestApi();
    renderWithProviders(<RequestCertificatePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('La cédula debe tener de 5 a 9 dígitos')).toBeInTheDocument();
    expect(screen.getAllByText('Escriba al menos 2 letras')).toHaveLength(2);
    expect(screen.getByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(screen.getByText('Escriba la fecha como DD/MM/AAAA')).toBeInTheDocument();
    expect(screen.getByText('Seleccione un estado', { ignore: 'option' })).toBeInTheDocument();
    expect(screen.getByText('Seleccione un municipio')).toBeInTheDocument();
    expect(screen.getByText('Seleccione el tipo de certificado')).toBeInTheDocument();
    expect(screen.getByText('Seleccione al menos un grado')).toBeInTheDocument();
    // The unsolved challenge is not a mistake of the person's: only a valid form waits for it.
    expect(screen.queryByText('Resuelva la verificación antes de enviar')).not.toBeInTheDocument();
    // The first field in error takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(input(/^Cédula/)));
    expect(sends(calls)).toEqual([]);
  });

  it('refuses a birth date that makes the applicant younger than 16, in the typed format', async () => {
    stubRequestApi();
    renderWithProviders(<RequestCertificatePage />);
    await screen.findByRole('button', { name: 'Enviar solicitud' });
    change(/^Fecha de nacimiento/, '3102199');
    expect(input(/^Fecha de nacimiento/).value).toBe('31/02/199');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Escriba la fecha como DD/MM/AAAA')).toBeInTheDocument();
    const thisYear = new Date().getFullYear();
    change(/^Fecha de nacimiento/, `0101${thisYear - 5}`);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Debe tener entre 16 y 100 años')).toBeInTheDocument();
  });

  it('lists the municipalities of the chosen state only, and empties the choice with another state', async () => {
    stubRequestApi();
    renderWithProviders(<RequestCertificatePage />);
    await screen.findByRole('button', { name: 'Enviar solicitud' });
    const municipality = () => input(/^Municipio/) as unknown as HTMLSelectElement;
    const names = () => [...municipality().options].map((option) => option.text);
    expect(municipality()).toBeDisabled();
    expect(names()).toEqual(['Elija primero el estado']);

    change(/^Estado/, 'VE-L');
    expect(municipality()).toBeEnabled();
    // The municipalities come in a chunk of their own, fetched once a state is chosen.
    await waitFor(() => expect(names()).toContain('Alberto Adriani'));
    expect(names()).not.toContain('Baruta');
    change(/^Municipio/, '1201');
    expect(municipality().value).toBe('1201');

    change(/^Estado/, 'VE-M');
    expect(municipality().value).toBe('');
    expect(names()).toContain('Baruta');
    expect(names()).not.toContain('Alberto Adriani');
  });

  it("sends the request and shows 'Datos enviados correctamente', its number by e-mail", async () => {
    const calls = stubRequestApi();
    renderWithProviders(<RequestCertificatePage />);
    await screen.findByRole('button', { name: 'Enviar solicitud' });
    // The challenge comes with the first focus, not with the first view.
    expect(screen.queryByRole('button', { name: 'Resolver verificación' })).not.toBeInTheDocument();
    await fillRequest();
    expect(input(/^Fecha de nacimiento/).value).toBe('10/01/1990');
    fireEvent.click(screen.getByRole('button', { name: 'Resolver verificación' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Datos enviados correctamente')).toBeInTheDocument();
    expect(
      screen.getByText(/Le enviamos a luis@example.com un correo con el número de su solicitud/),
    ).toBeInTheDocument();
    expect(sends(calls).map((call) => call.body)).toEqual([expectedBody]);
    expect(screen.queryByLabelText(/^Cédula/)).not.toBeInTheDocument();
  });

  // Decision 0051: the API answers a repeated request as a new one; the page says where the
  // e-mail of an open request goes, and shows no number either way.
  it('says where the e-mail goes when a request of this type was already open', async () => {
    stubRequestApi();
    renderWithProviders(<RequestCertificatePage />);
    await screen.findByRole('button', { name: 'Enviar solicitud' });
    await fillRequest();
    fireEvent.click(screen.getByRole('button', { name: 'Resolver verificación' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Datos enviados correctamente')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Si ya tenía una solicitud abierta de este tipo, no se creó otra: el correo va a la dirección registrada en ella.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/número \d/)).not.toBeInTheDocument();
  });

  it("shows the server's field errors on their fields", async () => {
    stubRequestApi({
      send: () =>
        apiError('VALIDATION_ERROR', {
          errors: [{ field: 'body.municipality', message: 'El municipio no pertenece al estado' }],
        }),
    });
    renderWithProviders(<RequestCertificatePage />);
    await screen.findByRole('button', { name: 'Enviar solicitud' });
    await fillRequest();
    fireEvent.click(screen.getByRole('button', { name: 'Resolver verificación' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('El municipio no pertenece al estado')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(input(/^Municipio/)));
  });

  it('asks for a new challenge when the server refuses the solution', async () => {
    stubRequestApi({ send: () => apiError('CAPTCHA_REUSED') });
    renderWithProviders(<RequestCertificatePage />);
    await screen.findByRole('button', { name: 'Enviar solicitud' });
    await fillRequest();
    fireEvent.click(screen.getByRole('button', { name: 'Resolver verificación' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText('Esa verificación ya fue usada. Resuélvala de nuevo.'),
    ).toBeInTheDocument();
  });

  it('turns to the closed notice when the switch went off while the person typed', async () => {
    stubRequestApi({ send: () => apiError('PRE_REGISTER_CLOSED') });
    renderWithProviders(<RequestCertificatePage />);
    await screen.findByRole('button', { name: 'Enviar solicitud' });
    await fillRequest();
    fireEvent.click(screen.getByRole('button', { name: 'Resolver verificación' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Solicitudes cerradas')).toBeInTheDocument();
  });
});
