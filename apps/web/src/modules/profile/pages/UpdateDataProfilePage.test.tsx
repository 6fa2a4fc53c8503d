import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { sessionUserOf, verifiedSessionOf } from '../../../test/sessionFixtures';
import { deferred, loadingOverlay } from '../../../test/waiting';
import { UpdateDataProfilePage } from './UpdateDataProfilePage';

function renderPage() {
  useSessionStore.getState().signIn(verifiedSessionOf({ type: 'INTT', phone1: '0414-1234567' }));
  return renderRoutes([{ path: '/perfil/ActualizarDatos', element: <UpdateDataProfilePage /> }], {
    initialPath: '/perfil/ActualizarDatos',
  });
}

async function typePhones(phone1: string, phone2: string) {
  fireEvent.change(await screen.findByLabelText(/Teléfono principal/), {
    target: { value: phone1 },
  });
  fireEvent.change(screen.getByLabelText(/Teléfono secundario/), { target: { value: phone2 } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar teléfonos' }));
}

function pickFile(file: File) {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('UpdateDataProfilePage', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('starts with the current phones', async () => {
    stubApi(() => ({}));
    renderPage();
    const phone1 = await screen.findByLabelText(/Teléfono principal/);
    expect(phone1 instanceof HTMLInputElement && phone1.value).toBe('0414-1234567');
  });

  it('shows the Spanish message for an invalid phone and sends nothing', async () => {
    const calls = stubApi(() => ({}));
    renderPage();
    await typePhones('12345', '');
    expect(
      await screen.findByText('Teléfono venezolano inválido: use el formato 0414-1234567'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('saves normalised phones, updates the session user and says so', async () => {
    const updated = sessionUserOf({ type: 'INTT', phone1: '0424-7654321', phone2: '0212-5551234' });
    const calls = stubApi(() => ({ body: { data: updated } }));
    renderPage();
    await typePhones('04247654321', '0212 555 1234');
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({
        title: 'Datos de contacto actualizado con exito',
      }),
    );
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url).toBe('/api/authINTT/update-profile-user');
    expect(calls[0]?.body).toEqual({ phone1: '0424-7654321', phone2: '0212-5551234' });
    expect(useSessionStore.getState().user?.phone2).toBe('0212-5551234');
  });

  it('sends an empty second phone as null', async () => {
    const calls = stubApi(() => ({ body: { data: sessionUserOf({ type: 'INTT' }) } }));
    renderPage();
    await typePhones('0414-1234567', '');
    await waitFor(() => expect(calls[0]?.body).toEqual({ phone1: '0414-1234567', phone2: null }));
  });

  it("shows the server's field errors under the inputs", async () => {
    stubApi(() =>
      apiError('VALIDATION_ERROR', {
        errors: [{ field: 'phone2', message: 'Ese teléfono ya está registrado' }],
      }),
    );
    renderPage();
    await typePhones('0414-1234567', '0212-5551234');
    expect(await screen.findByText('Ese teléfono ya está registrado')).toBeInTheDocument();
  });

  it('uploads a photo as multipart and shows it at once', async () => {
    const calls = stubApi(() => ({ body: { data: { image: '/api/uploads/photos/nueva.webp' } } }));
    renderPage();
    await screen.findByRole('button', { name: 'Elegir una foto' });
    pickFile(new File([new Uint8Array(2048)], 'yo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Imagen actualizada con exito' }),
    );
    expect(calls[0]?.url).toBe('/api/uploads/updated-photo-INTT');
    const form = calls[0]?.body;
    expect(form instanceof FormData && form.get('file') instanceof File).toBe(true);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
    expect(useSessionStore.getState().user?.image).toBe('/api/uploads/photos/nueva.webp');
    const avatar = screen.getByRole('img', { name: 'Foto de perfil' });
    expect(avatar.getAttribute('src')).toBe('/api/uploads/photos/nueva.webp');
  });

  it('keeps the loading overlay up while the photo uploads', async () => {
    const uploaded = deferred<ApiReply>();
    stubApi(() => uploaded.promise);
    renderPage();
    await screen.findByRole('button', { name: 'Elegir una foto' });
    expect(loadingOverlay()).not.toBeInTheDocument();
    pickFile(new File([new Uint8Array(2048)], 'yo.png', { type: 'image/png' }));
    await waitFor(() => expect(loadingOverlay()).toBeInTheDocument());
    uploaded.resolve({ body: { data: { image: '/api/uploads/photos/nueva.webp' } } });
    await waitFor(() => expect(loadingOverlay()).not.toBeInTheDocument());
  });

  it.each([
    ['a PDF', new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })],
    [
      'a photo over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
    ],
  ])('refuses %s before sending it', async (_name, file) => {
    const calls = stubApi(() => ({}));
    renderPage();
    await screen.findByRole('button', { name: 'Elegir una foto' });
    pickFile(file);
    await waitFor(() =>
      expect(alertsMock.errorAlert).toHaveBeenCalledWith(
        'La imagen debe ser JPEG, PNG o WebP de hasta 5 MB.',
      ),
    );
    expect(calls).toEqual([]);
  });
});
