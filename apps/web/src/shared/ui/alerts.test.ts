import Swal from 'sweetalert2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alertColours,
  errorAlert,
  errorAlertOptions,
  infoConfirmOptions,
  toastOptions,
} from './alerts';

// setup.ts puts spies in place of these helpers for every other file; this one tests them.
vi.unmock('./alerts');

// jsdom has no matchMedia nor scrollTo; sweetalert2 calls both while opening and closing.
function matchNothing(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', matchNothing);
  vi.stubGlobal('scrollTo', () => undefined);
});

afterEach(() => {
  Swal.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('toastOptions', () => {
  it('defaults to a 3 s success toast at top-end with an Ok button', () => {
    expect(toastOptions()).toEqual({
      toast: true,
      position: 'top-end',
      icon: 'success',
      title: 'Mensaje enviado exitosamente!!',
      text: undefined,
      showConfirmButton: true,
      confirmButtonText: 'Ok',
      timer: 3000,
      timerProgressBar: true,
      didOpen: expect.any(Function),
    });
  });

  it('takes another icon and message', () => {
    const options = toastOptions({ icon: 'error', title: 'Error al enviar el mensaje' });
    expect(options.icon).toBe('error');
    expect(options.title).toBe('Error al enviar el mensaje');
  });

  it('pauses the timer while hovered', () => {
    const stopTimer = vi.spyOn(Swal, 'stopTimer').mockReturnValue(undefined);
    const resumeTimer = vi.spyOn(Swal, 'resumeTimer').mockReturnValue(undefined);
    const popup = document.createElement('div');
    toastOptions().didOpen?.(popup);

    popup.dispatchEvent(new MouseEvent('mouseenter'));
    expect(stopTimer).toHaveBeenCalledTimes(1);
    expect(resumeTimer).not.toHaveBeenCalled();

    popup.dispatchEvent(new MouseEvent('mouseleave'));
    expect(resumeTimer).toHaveBeenCalledTimes(1);
  });
});

describe('errorAlertOptions', () => {
  it('shows the message under an error icon with a black button', () => {
    expect(errorAlertOptions('Error al crear un operativo')).toEqual({
      icon: 'error',
      text: 'Error al crear un operativo',
      confirmButtonText: 'Aceptar',
      confirmButtonColor: alertColours.error,
    });
    expect(alertColours.error).toBe('#000000');
  });
});

describe('infoConfirmOptions', () => {
  it('defaults to a hidden confirm, a "Ver ficha" deny and a "Cerrar" cancel', () => {
    expect(infoConfirmOptions({ title: 'Operativo pendiente', text: 'Detalle' })).toEqual({
      icon: 'info',
      title: 'Operativo pendiente',
      text: 'Detalle',
      showConfirmButton: false,
      confirmButtonText: 'si,Registrar',
      confirmButtonColor: alertColours.confirm,
      showDenyButton: true,
      denyButtonText: 'Ver ficha',
      showCancelButton: true,
      cancelButtonText: 'Cerrar',
    });
  });

  it('lets the caller show the confirm and hide the deny', () => {
    const options = infoConfirmOptions({
      title: 'Registrar',
      text: 'Detalle',
      confirmButtonText: 'Sí, continuar',
      showConfirmButton: true,
      denyButtonText: 'Otra',
      showDenyButton: false,
      cancelButtonText: 'Volver',
    });
    expect(options).toMatchObject({
      showConfirmButton: true,
      confirmButtonText: 'Sí, continuar',
      showDenyButton: false,
      denyButtonText: 'Otra',
      cancelButtonText: 'Volver',
    });
  });
});

describe('errorAlert', () => {
  it('renders the message in the page and resolves when closed', async () => {
    const result = errorAlert('Texto');
    expect(document.body.textContent).toContain('Texto');
    // jsdom has no layout, so ask for the popup itself rather than Swal.isVisible().
    expect(Swal.getPopup()?.querySelector('.swal2-icon.swal2-error')).not.toBeNull();

    Swal.close();
    await expect(result).resolves.toMatchObject({ isDismissed: true });
  });

  it('does not turn the message into markup', () => {
    void errorAlert('<b>negrita</b>');
    expect(document.body.querySelector('.swal2-popup b')).toBeNull();
    expect(document.body.textContent).toContain('<b>negrita</b>');
  });
});
