import { vi } from 'vitest';

/**
 * Catches the files the page hands the browser (ExportButton's object URL on a temporary link):
 * returns the names saved so far. Undo with vi.unstubAllGlobals() and vi.restoreAllMocks().
 */
export function stubDownloads() {
  const saved: string[] = [];
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { saved, createObjectURL };
}
