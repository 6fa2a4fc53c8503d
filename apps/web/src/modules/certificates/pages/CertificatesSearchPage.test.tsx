import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
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
    expect(screen.getByText(/Elija cómo buscar/)).toBeDefined();
    expect(searches(calls)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Serial del certificado'), {
      target: { value: '1500' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { name: 'Luis Rangel' })).toBeDefined();
    expect(screen.getByText('Habilitado')).toBeDefined();
    expect(searches(calls)[0]?.url).toBe('/api/certifields/search?serial=1500');

    fireEvent.click(screen.getByText('Cédula del titular'));
    fireEvent.change(screen.getByLabelText('Número de cédula'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(searches(calls)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Número de cédula'), { target: { value: '20111222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Datos errados')).toBeDefined();
    await waitFor(() =>
      expect(searches(calls).at(-1)?.url).toBe(
        '/api/certifields/searchDni?dni=20111222&nationality=V',
      ),
    );
  });
});
