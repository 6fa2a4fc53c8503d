import { apiPaths } from '@aptovial/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { UnfitWarning } from './UnfitWarning';

function stubWarnings(dates: string[]) {
  stubApi((call) =>
    new URL(call.url, 'http://x').pathname === apiPaths.unfitWarnings
      ? { body: { data: { count: dates.length, dates } } }
      : { status: 404 },
  );
}

describe('the No apto warning counts', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how many times other doctors found the driver unfit, with the days', async () => {
    stubWarnings(['2026-05-16T15:00:00.000Z', '2026-05-20T15:00:00.000Z']);
    renderWithProviders(<UnfitWarning dni="20111222" nationality="V" grade="3" />);
    expect(
      await screen.findByText(
        'Otros médicos registraron a este conductor 2 veces como NO APTO para el grado 3 en los últimos 30 días:',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('16/05/2026')).toBeInTheDocument();
    expect(screen.getByText('20/05/2026')).toBeInTheDocument();
  });
});
