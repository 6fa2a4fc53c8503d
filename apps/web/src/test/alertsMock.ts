import { vi } from 'vitest';

/**
 * Spies for the SweetAlert2 helpers; setup.ts puts them in place of `shared/ui/alerts` for every
 * test file, which reads what was shown here.
 */
export const alertsMock = {
  toast: vi.fn(async (_input?: { title?: string; text?: string }) => ({})),
  errorAlert: vi.fn(async (_message: string) => ({})),
  infoConfirm: vi.fn(async () => ({})),
};

/** Forgets the calls and any answer a test queued (`mockResolvedValueOnce`) but never used. */
export function resetAlertsMock(): void {
  alertsMock.toast.mockReset();
  alertsMock.errorAlert.mockReset();
  alertsMock.infoConfirm.mockReset();
}
