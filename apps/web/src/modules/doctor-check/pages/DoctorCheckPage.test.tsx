import { apiPaths, type DoctorCheckResponse } from '@aptovial/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { DoctorCheckPage } from './DoctorCheckPage';

const PAGE = '/Consultar-medico';

const mendoza: DoctorCheckResponse = {
  data: [
    {
      names: 'Alejandro',
      lastNames: 'Mendoza Rivas',
      type: 'medic',
      numbers: [
        {
          state: 'VE-A',
          schoolNumber: '10231',
          solvent: true,
          roadMedicine: true,
          licenseNumber: 'MV-0001',
        },
        {
          state: 'VE-K',
          schoolNumber: '4410',
          solvent: false,
          roadMedicine: false,
          licenseNumber: null,
        },
      ],
    },
  ],
  more: false,
};

function stubCheck(reply: ApiReply) {
  return stubApi(() => reply);
}
const renderPage = (path = PAGE) =>
  renderRoutes([{ path: PAGE, Component: DoctorCheckPage }], { initialPath: path });
const box = () => screen.getByRole('textbox');
const answer = () => screen.getByRole('status');

describe('DoctorCheckPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing while the box is empty, and nothing for a name under 3 letters', async () => {
    const calls = stubCheck({ body: mendoza });
    const { router } = renderPage();
    await screen.findByRole('heading', { level: 1, name: '¿Está habilitado este médico?' });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Nombre' }));
    fireEvent.change(box(), { target: { value: 'Al' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('Escriba al menos 3 letras del nombre')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    expect(router.state.location.search).toBe('');
  });

  it('runs the search of a shared address and shows only the public facts', async () => {
    const calls = stubCheck({ body: mendoza });
    renderPage(`${PAGE}?por=licencia&q=MV-0001`);
    const card = await screen.findByRole('article');
    expect(calls.map((call) => call.url)).toEqual([
      `${apiPaths.doctorCheck}?por=licencia&q=MV-0001`,
    ]);
    expect(screen.getByRole('radio', { name: 'Licencia MV' })).toBeChecked();
    expect(box()).toHaveValue('MV-0001');
    expect(within(answer()).getByText('1 médico encontrado')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Alejandro Mendoza Rivas' })).toBeVisible();
    expect(within(card).getByText('Médico colegiado')).toBeInTheDocument();
    const capital = within(card).getByLabelText('Número de colegio 10231');
    expect(within(capital).getByText('Distrito Capital')).toBeInTheDocument();
    expect(within(capital).getByText('Sí')).toBeInTheDocument();
    expect(within(capital).getByText('Habilitado · licencia MV-0001')).toBeInTheDocument();
    const other = within(card).getByLabelText('Número de colegio 4410');
    expect(within(other).getByText('No')).toBeInTheDocument();
    expect(within(other).getByText('No habilitado')).toBeInTheDocument();
  });

  it('puts a typed name search into the address', async () => {
    const calls = stubCheck({ body: mendoza });
    const { router } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Nombre' }));
    expect(screen.getByLabelText('Nombre y apellido')).toBe(box());
    fireEvent.change(box(), { target: { value: 'Mendoza Rivas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByRole('article');
    expect(router.state.location.search).toBe('?por=nombre&q=Mendoza+Rivas');
    expect(calls).toHaveLength(1);
  });

  it('says when nobody matches', async () => {
    stubCheck({ body: { data: [], more: false } });
    renderPage(`${PAGE}?por=colegio&q=99999`);
    expect(
      await within(answer()).findByText('Ningún médico del registro coincide con la búsqueda.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says there were more people than it shows', async () => {
    stubCheck({ body: { ...mendoza, more: true } });
    renderPage(`${PAGE}?por=nombre&q=Mendoza`);
    expect(await within(answer()).findByText(/Hay más médicos con ese nombre/)).toBeInTheDocument();
  });

  it("shows the server's Spanish refusal and retries", async () => {
    const reply: { current: ApiReply } = {
      current: apiError('VALIDATION_ERROR', { message: 'Escriba al menos 3 letras del nombre' }),
    };
    const calls = stubApi(() => reply.current);
    renderPage(`${PAGE}?por=nombre&q=ab`);
    expect(
      await within(answer()).findByText('Escriba al menos 3 letras del nombre'),
    ).toBeInTheDocument();
    reply.current = { body: mendoza };
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('says the register could not be reached without a connection', async () => {
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPage(`${PAGE}?por=colegio&q=10231`);
    expect(
      await within(answer()).findByText(/No se pudo consultar el registro/),
    ).toBeInTheDocument();
  });

  it('links back to the certificate check', async () => {
    stubCheck({ body: mendoza });
    renderPage();
    const link = await screen.findByRole('link', {
      name: 'Verificar un certificado por su serial',
    });
    expect(link).toHaveAttribute('href', '/Buscar-certificado-medicos');
  });
});
