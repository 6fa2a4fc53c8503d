import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { stubDownloads } from '../../../test/downloads';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { certificateOf, withCertificatesReference } from '../testCertificates';
import { CertificatesSearchPage } from './certificatesPages';

const searches = (calls: { url: string }[]) =>
  calls.filter((call) => /^\/api\/certifields\/search/.test(call.url));

describe('Buscar-certificados', { timeout: 15_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does nothing on an empty value, then finds by serial and by the holder’s dni', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'INTT', rol: 'Official' }));
    const calls = stubApi(
      withCertificatesReference((call) =>
        call.url.startsWith('/api/certifields/searchDni?')
          ? { body: { data: [certificateOf({ status: false, reason: 'Datos errados' })] } }
          : { body: { data: certificateOf() } },
      ),
    );
    renderWithProviders(<CertificatesSearchPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText(/Elija cómo buscar/)).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Serial del certificado'), {
      target: { value: '1500' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { name: 'Luis Rangel' })).toBeInTheDocument();
    expect(screen.getByText('Habilitado')).toBeInTheDocument();
    expect(searches(calls)[0]?.url).toBe('/api/certifields/search?serial=1500');
    // The Excel reports belong to the college, not to INTT.
    expect(screen.queryByRole('button', { name: 'Exportar a Excel' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('Cédula del titular'));
    fireEvent.change(screen.getByLabelText('Número de cédula'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(searches(calls)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Número de cédula'), { target: { value: '20111222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Datos errados')).toBeInTheDocument();
    await waitFor(() =>
      expect(searches(calls).at(-1)?.url).toBe(
        '/api/certifields/searchDni?dni=20111222&nationality=V',
      ),
    );
  });

  it('exports what a college search found: one serial, or what one doctor issued', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    const calls = stubApi(
      withCertificatesReference((call) =>
        call.url.startsWith('/api/certifields/searchDniCert?')
          ? { body: { data: [certificateOf()] } }
          : { body: { data: certificateOf() } },
      ),
    );
    const { saved } = stubDownloads();
    const exports = () => calls.filter((call) => call.url.includes('/reports/xlsx'));
    renderWithProviders(<CertificatesSearchPage />);
    fireEvent.change(screen.getByLabelText('Serial del certificado'), {
      target: { value: '1500' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(saved).toEqual(['certificados-1500.xlsx']));
    expect(exports().map((call) => call.url)).toEqual([
      '/api/certifields/reports/xlsx?serial=1500',
    ]);

    fireEvent.click(screen.getByText('Cédula del médico'));
    fireEvent.change(screen.getByLabelText('Número de cédula'), { target: { value: '9876543' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(searches(calls).at(-1)?.url).toContain('/searchDniCert?'));
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(exports()[1]?.url).toBe(
      '/api/certifields/reports/xlsx?doctorDni=9876543&doctorNationality=V',
    );
  });
});
