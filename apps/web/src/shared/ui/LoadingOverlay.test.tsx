import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { overlayFade } from './LoadingOverlay';
import { useLoadingStore } from './loadingStore';

// Real timers inside act(): Mantine drives the fade with animation frames and a timeout.
function wait(ms: number) {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

function overlay(): HTMLElement | null {
  return screen.queryByRole('progressbar', { name: 'Cargando…' });
}

describe('LoadingOverlay', () => {
  afterEach(() => useLoadingStore.getState().setLoading(false));

  it('is absent while the loading flag is false', () => {
    renderWithProviders(<p>Contenido</p>);
    expect(overlay()).toBeNull();
  });

  it('covers the whole screen with a spinner while the flag is true', () => {
    useLoadingStore.getState().setLoading(true);
    renderWithProviders(<p>Contenido</p>);
    expect(overlay()?.querySelector('.mantine-LoadingOverlay-loader')).not.toBeNull();
    expect(overlay()?.querySelector('.mantine-LoadingOverlay-overlay')).not.toBeNull();
  });

  it('fades in over 300 ms and out over 200 ms', async () => {
    expect(overlayFade).toEqual({ enterMs: 300, exitMs: 200 });
    renderWithProviders(<p>Contenido</p>, { mantineEnv: 'default' });

    act(() => useLoadingStore.getState().setLoading(true));
    await wait(50);
    expect(overlay()?.style.transitionDuration).toBe('300ms');
    expect(overlay()?.style.opacity).toBe('1');
    await wait(overlayFade.enterMs);

    act(() => useLoadingStore.getState().setLoading(false));
    await wait(50);
    expect(overlay()?.style.transitionDuration).toBe('200ms');
    expect(overlay()?.style.opacity).toBe('0');
    await wait(overlayFade.exitMs);
    expect(overlay()).toBeNull();
  });
});
