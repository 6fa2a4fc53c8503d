import { vi } from 'vitest';

/**
 * Spies for the SweetAlert2 helpers; a test file registers them with
 * `vi.mock('<path>/shared/ui/alerts', () => alertsMock)` and reads what was shown.
 */
export const alertsMock = {
  toast: vi.fn(async (_input?: { title?: string; text?: string }) => ({})),
  errorAlert: vi.fn(async (_message: string) => ({})),
  infoConfirm: vi.fn(async () => ({})),
};

export function resetAlertsMock(): void {
  alertsMock.toast.mockClear();
  alertsMock.errorAlert.mockClear();
  alertsMock.infoConfirm.mockClear();
}
