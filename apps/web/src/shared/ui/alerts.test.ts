import Swal from 'sweetalert2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alertColours,
  errorAlert,
  errorAlertOptions,
  infoConfirm,
  infoConfirmOptions,
  toast,
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
  it('defaults to a 3 s success toast at top-end with an Aceptar button', () => {
    expect(toastOptions()).toEqual({
      toast: true,
      position: 'top-end',
      icon: 'success',
      title: '¡Mensaje enviado exitosamente!',
      text: undefined,
      showConfirmButton: true,
      confirmButtonText: 'Aceptar',
      denyButtonText: 'Rechazar',
      cancelButtonText: 'Cancelar',
      closeButtonAriaLabel: 'Cerrar aviso',
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
      denyButtonText: 'Rechazar',
      cancelButtonText: 'Cancelar',
      closeButtonAriaLabel: 'Cerrar aviso',
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
      confirmButtonText: 'Aceptar',
      confirmButtonColor: alertColours.confirm,
      showDenyButton: true,
      denyButtonText: 'Ver ficha',
      showCancelButton: true,
      cancelButtonText: 'Cerrar',
      closeButtonAriaLabel: 'Cerrar aviso',
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

/** Every button of the open popup, shown or hidden: its text and its accessible name. */
function popupButtonTexts(): string[] {
  const buttons = Swal.getPopup()?.querySelectorAll('button') ?? [];
  return [...buttons].flatMap((button) => [
    button.textContent?.trim() ?? '',
    button.getAttribute('aria-label') ?? '',
  ]);
}

const englishWords = /\b(OK|Ok|No|Cancel|Close)\b/;

describe('the buttons in the page', () => {
  it.each([
    ['a toast', () => toast({ title: 'Guardado' })],
    ['an error alert', () => errorAlert('Falló')],
    ['an info confirm', () => infoConfirm({ title: 'Operativo pendiente', text: 'Detalle' })],
  ])('%s names every button, shown or hidden, in Spanish', (_name, open) => {
    void open();
    const texts = popupButtonTexts();
    expect(texts.filter((text) => englishWords.test(text))).toEqual([]);
    expect(texts).toContain('Cerrar aviso');
  });

  it('gives the toast and the error alert the same "Aceptar", with Spanish hidden buttons', () => {
    for (const open of [() => toast(), () => errorAlert('Falló')]) {
      void open();
      expect(Swal.getConfirmButton()?.textContent).toBe('Aceptar');
      expect(Swal.getConfirmButton()?.style.display).not.toBe('none');
      expect(Swal.getDenyButton()?.textContent).toBe('Rechazar');
      expect(Swal.getDenyButton()?.style.display).toBe('none');
      expect(Swal.getCancelButton()?.textContent).toBe('Cancelar');
      expect(Swal.getCancelButton()?.style.display).toBe('none');
      Swal.close();
    }
  });

  it("keeps the info confirm's hidden confirm in Spanish too", () => {
    void infoConfirm({ title: 'Operativo pendiente', text: 'Detalle' });
    expect(Swal.getConfirmButton()?.textContent).toBe('Aceptar');
    expect(Swal.getConfirmButton()?.style.display).toBe('none');
    expect(Swal.getDenyButton()?.textContent).toBe('Ver ficha');
    expect(Swal.getCancelButton()?.textContent).toBe('Cerrar');
  });
});
