import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { overlayFade } from './LoadingOverlay';
import { beginWait, endWait, resetLoading } from './loadingStore';

// Real timers: Mantine drives the fade with animation frames and a timeout. The checks poll,
// so a busy machine (CI runs several suites at once) only makes them slower, never wrong.
const settle = { timeout: 3000 };

function overlay(): HTMLElement | null {
  return screen.queryByRole('progressbar', { name: 'Cargando…' });
}

describe('LoadingOverlay', () => {
  afterEach(resetLoading);

  it('is absent while the loading flag is false', () => {
    renderWithProviders(<p>Contenido</p>);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('covers the whole screen with a spinner while the flag is true', () => {
    beginWait();
    renderWithProviders(<p>Contenido</p>);
    expect(overlay()?.querySelector('.mantine-LoadingOverlay-loader')).toBeInTheDocument();
    expect(overlay()?.querySelector('.mantine-LoadingOverlay-overlay')).toBeInTheDocument();
  });

  it('fades in over 300 ms and out over 200 ms', async () => {
    expect(overlayFade).toEqual({ enterMs: 300, exitMs: 200 });
    renderWithProviders(<p>Contenido</p>, { mantineEnv: 'default' });

    act(beginWait);
    await waitFor(() => expect(overlay()?.style.opacity).toBe('1'), settle);
    expect(overlay()?.style.transitionDuration).toBe('300ms');

    act(endWait);
    await waitFor(() => expect(overlay()?.style.opacity).toBe('0'), settle);
    expect(overlay()?.style.transitionDuration).toBe('200ms');
    await waitFor(() => expect(overlay()).not.toBeInTheDocument(), settle);
  });
});
