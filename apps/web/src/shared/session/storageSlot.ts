/**
 * One value kept in session storage (it survives a reload of this tab, and only this tab), with
 * an in-memory copy for browsers whose storage throws (privacy modes): the flow then still works
 * until the tab reloads.
 */
export type StorageSlot<T> = {
  read: () => T | null;
  write: (value: T) => void;
  clear: () => void;
};

export function storageSlot<T>(
  key: string,
  isValue: (value: unknown) => value is T,
): StorageSlot<T> {
  let memory: T | null = null;
  const parse = (raw: string | null): T | null => {
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return isValue(value) ? value : null;
    } catch {
      return null;
    }
  };
  return {
    read: () => {
      try {
        return parse(window.sessionStorage.getItem(key));
      } catch {
        return memory;
      }
    },
    write: (value) => {
      memory = value;
      try {
        window.sessionStorage.setItem(key, JSON.stringify(value));
      } catch {
        // The in-memory copy serves this page.
      }
    },
    clear: () => {
      memory = null;
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
