import { apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { renderWithProviders } from '../../../test/render';
import { certificateOf, pageOf, queryOf } from '../testCertificates';
import { callsTo, signInRoad, stubRoadApi } from '../testRoadCertificates';
import { RoadCertificatesSearchPage } from './certificatesPages';

describe('Buscar-certificados-medicos', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it("finds a doctor's certificates by serial, by the driver's dni and by name", async () => {
    signInRoad();
    const calls = stubRoadApi({
      list: () => pageOf([certificateOf({ id: 502, names: 'Ana', lastNames: 'Mora' })]),
      other: (call) =>
        call.url.startsWith(`${apiPaths.searchDni}?`)
          ? { body: { data: [certificateOf({ id: 503, names: 'Luis', lastNames: 'Páez' })] } }
          : { body: { data: certificateOf() } },
    });
    renderWithProviders(<RoadCertificatesSearchPage />);
    expect(screen.getByText(/escriba el serial, la cédula o el nombre/)).toBeInTheDocument();
    // The doctor's dni is the college's search; a road doctor looks up drivers.
    expect(screen.queryByText('Cédula del médico')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Serial del certificado'), {
      target: { value: '1500' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { name: 'Luis Rangel' })).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.certifieldsSearch)[0]?.url).toBe(
      `${apiPaths.certifieldsSearch}?serial=1500`,
    );

    fireEvent.click(screen.getByText('Cédula del titular'));
    fireEvent.change(screen.getByLabelText('Número de cédula'), { target: { value: '20111222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { name: 'Luis Páez' })).toBeInTheDocument();

    fireEvent.click(screen.getByText('Nombre del titular'));
    fireEvent.change(screen.getByLabelText('Nombres o apellidos'), { target: { value: 'Mo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      screen.getByText('Escriba al menos 3 letras para buscar por nombre'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Nombres o apellidos'), { target: { value: 'Mora' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { name: 'Ana Mora' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queryOf(callsTo(calls, apiPaths.listCertifieldsVial).at(-1))).toMatchObject({
        paramCert: 'Mora',
      }),
    );
  });

  // Issuing against a mobile payment: decision 0023.
  it('shows how a certificate issued against a mobile payment was paid', async () => {
    signInRoad();
    const payment = {
      id: 70,
      method: 'mobile' as const,
      amount: '1520.50',
      paymentReference: '000123456789',
      bankCode: 105,
      trxDate: '2024-03-05',
    };
    stubRoadApi({ other: () => ({ body: { data: certificateOf({ payment }) } }) });
    renderWithProviders(<RoadCertificatesSearchPage />);
    fireEvent.change(screen.getByLabelText('Serial del certificado'), {
      target: { value: '1500' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const paid = await screen.findByText('Pagado con');
    expect(paid.nextElementSibling?.textContent).toBe(
      'Pago móvil · Bs. 1.520,50 · Ref. 000123456789 · Mercantil · 05/03/2024',
    );
  });
});
