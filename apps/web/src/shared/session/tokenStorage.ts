/**
 * docs/product/screens.md and roles.md: the session token lives in session storage under 'token',
 * one copy per tab; a new tab gets it from an open one over `tabSync.ts`, never from storage that
 * outlives the browser (decision 0069).
 */
export const TOKEN_STORAGE_KEY = 'token';

// Storage can throw (privacy modes, disabled storage); the app then behaves as signed out.
export function readStoredToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string): void {
  try {
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // The in-memory session still works for this tab.
  }
}

export function removeStoredToken(): void {
  try {
    window.sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
