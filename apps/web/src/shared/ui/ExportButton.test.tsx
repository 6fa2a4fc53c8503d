import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsMock, resetAlertsMock } from '../../test/alertsMock';
import { apiErrorResponse } from '../../test/apiStub';
import { stubDownloads } from '../../test/downloads';
import { renderWithProviders } from '../../test/render';
import { deferred, loadingOverlay } from '../../test/waiting';
import { useSessionStore } from '../session/sessionStore';
import { ExportButton } from './ExportButton';
import { resetLoading } from './loadingStore';

type Reply = () => Response | Promise<Response>;
function stubFetch(reply: Reply) {
  const calls: { url: string; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, headers: new Headers(init.headers) });
      return reply();
    }),
  );
  return calls;
}

describe('ExportButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetAlertsMock();
    useSessionStore.setState({ token: null });
    resetLoading();
  });

  it('keeps the loading overlay up while the file downloads', async () => {
    const file = deferred<Response>();
    stubFetch(() => file.promise);
    stubDownloads();
    renderWithProviders(<ExportButton path="/api/x" query={{}} fileName="x.xlsx" />);
    expect(loadingOverlay()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(loadingOverlay()).toBeInTheDocument());
    file.resolve(new Response('xlsx-bytes'));
    await waitFor(() => expect(loadingOverlay()).not.toBeInTheDocument());
  });

  it('downloads the list with its filters and the server-given name', async () => {
    useSessionStore.setState({ token: 'tok-123' });
    const calls = stubFetch(
      () =>
        new Response('xlsx-bytes', {
          headers: {
            'content-disposition':
              'attachment; filename="usuarios-2026-11-23.xlsx"; filename*=UTF-8\'\'usuarios-2026-11-23.xlsx',
          },
        }),
    );
    const { saved: clicked, createObjectURL: created } = stubDownloads();
    renderWithProviders(
      <ExportButton
        path="/api/users/reports/xlsx"
        query={{ state: 'VE-B', rol: undefined }}
        fileName="usuarios.xlsx"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(clicked).toEqual(['usuarios-2026-11-23.xlsx']));
    expect(calls[0]?.url).toBe('/api/users/reports/xlsx?state=VE-B');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(await created.mock.calls[0]?.[0].text()).toBe('xlsx-bytes');
    expect(alertsMock.errorAlert).not.toHaveBeenCalled();
  });

  it("shows the server's Spanish message when the export is refused", async () => {
    stubFetch(() => apiErrorResponse('FORBIDDEN', { message: 'No tiene permiso.' }));
    renderWithProviders(<ExportButton path="/api/x" query={{}} fileName="x.xlsx" />);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(alertsMock.errorAlert).toHaveBeenCalledWith('No tiene permiso.'));
  });
});
