import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { apiError, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { SupportPage } from './SupportPage';

function renderSupport() {
  useSessionStore.getState().signIn(verifiedSessionOf({ type: 'nurse' }));
  return renderRoutes([{ path: '/soporte/soporte-tecnico', element: <SupportPage /> }], {
    initialPath: '/soporte/soporte-tecnico',
  });
}

async function send(subject: string, message: string) {
  fireEvent.change(await screen.findByLabelText(/Asunto/), { target: { value: subject } });
  fireEvent.change(screen.getByLabelText(/Mensaje/), { target: { value: message } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
}

describe('SupportPage', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('sends the report and says a reply will come soon', async () => {
    const calls = stubApi(() => ({
      body: { data: { message: 'Su reporte se ha enviado exitosamente' } },
    }));
    renderSupport();
    await send('No carga la lista', 'La lista de certificados no carga desde esta mañana.');
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({
        title: 'Su reporte se ha enviado exitosamente',
        text: 'Pronto recibirá una respuesta en su correo.',
      }),
    );
    expect(calls[0]?.url).toBe('/api/auth/send-contact');
    expect(calls[0]?.body).toEqual({
      subject: 'No carga la lista',
      message: 'La lista de certificados no carga desde esta mañana.',
    });
    const subject = screen.getByLabelText(/Asunto/);
    await waitFor(() => expect(subject instanceof HTMLInputElement && subject.value).toBe(''));
  });

  it("says 'Error al enviar el mensaje' when the send fails", async () => {
    stubApi(() => apiError('INTERNAL_ERROR'));
    renderSupport();
    await send('No carga la lista', 'La lista de certificados no carga desde esta mañana.');
    await waitFor(() => expect(alertsMock.errorAlert).toHaveBeenCalledOnce());
    expect(alertsMock.errorAlert.mock.lastCall?.[0]).toContain('Error al enviar el mensaje');
    expect(alertsMock.toast).not.toHaveBeenCalled();
  });

  it('asks for a longer message before sending', async () => {
    const calls = stubApi(() => ({}));
    renderSupport();
    await send('Hola', 'corto');
    expect(
      await screen.findByText('Describa el problema en al menos 10 caracteres'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
