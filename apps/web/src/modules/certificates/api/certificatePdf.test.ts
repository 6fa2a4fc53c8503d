import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectLoading, useLoadingStore } from '../../../shared/ui/loadingStore';
import { stubDownloads } from '../../../test/downloads';
import { deferred } from '../../../test/waiting';
import { openCertificatePdf, openReportPdf } from './certificatePdf';

const overlayShown = () => selectLoading(useLoadingStore.getState());

describe('PDF downloads wait under the loading overlay', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ['a certificate', () => openCertificatePdf(501, 'A4')],
    ['the report', () => openReportPdf({ state: 'VE-L' })],
  ])('shows it while %s downloads, and not after', async (_name, open) => {
    const file = deferred<Response>();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => file.promise),
    );
    vi.stubGlobal(
      'open',
      vi.fn(() => ({}) as Window),
    );
    stubDownloads();
    const opening = open();
    expect(overlayShown()).toBe(true);
    file.resolve(new Response('%PDF'));
    await opening;
    expect(overlayShown()).toBe(false);
  });
});
