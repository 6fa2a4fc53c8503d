import Swal, {
  type SweetAlertIcon,
  type SweetAlertOptions,
  type SweetAlertResult,
} from 'sweetalert2';

/**
 * The alert helpers of docs/product/errors.md. Each one is a pure options builder plus a thin
 * `Swal.fire` call, so tests can pin every default without opening a dialog.
 */

/** docs/product/rules.md: blue for confirm buttons, black for error alerts. */
export const alertColours = { confirm: '#228be6', error: '#000000' } as const;

export const TOAST_DURATION_MS = 3000;

/**
 * sweetalert2 puts all three buttons and a close button in every popup, hiding the unused ones,
 * with English texts ("OK", "No", "Cancel", "Close this dialog") unless told otherwise: every
 * alert names them in Spanish, so no English word sits in the page (a screen reader or a copy of
 * the page finds them), and the button a person presses to close reads "Aceptar".
 */
const spanishButtons = {
  confirmButtonText: 'Aceptar',
  denyButtonText: 'Rechazar',
  cancelButtonText: 'Cancelar',
  closeButtonAriaLabel: 'Cerrar aviso',
} as const satisfies SweetAlertOptions;

export type ToastInput = { icon?: SweetAlertIcon; title?: string; text?: string };

export function toastOptions({
  icon = 'success',
  title = '¡Mensaje enviado exitosamente!',
  text,
}: ToastInput = {}): SweetAlertOptions {
  return {
    ...spanishButtons,
    toast: true,
    position: 'top-end',
    icon,
    title,
    text,
    showConfirmButton: true,
    timer: TOAST_DURATION_MS,
    timerProgressBar: true,
    // People reading a long message can hold the toast open by hovering it.
    didOpen: (popup) => {
      popup.addEventListener('mouseenter', () => Swal.stopTimer());
      popup.addEventListener('mouseleave', () => Swal.resumeTimer());
    },
  };
}

export function toast(input?: ToastInput): Promise<SweetAlertResult> {
  return Swal.fire(toastOptions(input));
}

export function errorAlertOptions(message: string): SweetAlertOptions {
  return {
    ...spanishButtons,
    icon: 'error',
    // `text`, not `html`: messages may echo server or user input and must not become markup.
    text: message,
    confirmButtonColor: alertColours.error,
  };
}

export function errorAlert(message: string): Promise<SweetAlertResult> {
  return Swal.fire(errorAlertOptions(message));
}

export type InfoConfirmInput = {
  title: string;
  text: string;
  confirmButtonText?: string;
  showConfirmButton?: boolean;
  denyButtonText?: string;
  showDenyButton?: boolean;
  cancelButtonText?: string;
};

export function infoConfirmOptions({
  title,
  text,
  confirmButtonText = spanishButtons.confirmButtonText,
  showConfirmButton = false,
  denyButtonText = 'Ver ficha',
  showDenyButton = true,
  cancelButtonText = 'Cerrar',
}: InfoConfirmInput): SweetAlertOptions {
  return {
    ...spanishButtons,
    icon: 'info',
    title,
    text,
    showConfirmButton,
    confirmButtonText,
    confirmButtonColor: alertColours.confirm,
    showDenyButton,
    denyButtonText,
    showCancelButton: true,
    cancelButtonText,
  };
}

/** Resolves with `isConfirmed`, `isDenied` or `isDismissed` so the caller picks the next step. */
export function infoConfirm(input: InfoConfirmInput): Promise<SweetAlertResult> {
  return Swal.fire(infoConfirmOptions(input));
}
