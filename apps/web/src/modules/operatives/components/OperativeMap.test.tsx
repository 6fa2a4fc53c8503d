import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OperativeMap } from './OperativeMap';

// The real Leaflet map in jsdom (which lays nothing out): it mounts, asks our tile server and
// reports a tile that fails, the event the page degrades on.
describe('OperativeMap (Leaflet)', () => {
  it('asks the configured tile server and reports a failing tile', async () => {
    const onTileError = vi.fn();
    const { container } = render(
      <OperativeMap
        tileUrl="https://teselas.test/{z}/{x}/{y}.png"
        attribution="Teselas de prueba"
        pin={{ latitude: 8.6, longitude: -71.15 }}
        onPick={vi.fn()}
        onTileLoad={vi.fn()}
        onTileError={onTileError}
      />,
    );
    const tile = await waitFor(() => {
      const image = container.querySelector<HTMLImageElement>('img.leaflet-tile');
      expect(image).toBeInTheDocument();
      return image as HTMLImageElement;
    });
    expect(tile.src).toMatch(/^https:\/\/teselas\.test\/15\/\d+\/\d+\.png$/);
    expect(container.querySelector('.leaflet-marker-icon')?.getAttribute('title')).toBe(
      'Lugar del operativo',
    );
    expect(container.textContent).toContain('Teselas de prueba');
    expect(container.querySelector('[title="Acercar"]')).toBeInTheDocument();
    fireEvent.error(tile);
    expect(onTileError).toHaveBeenCalled();
  });

  it('sets the pin where the map is clicked', async () => {
    const onPick = vi.fn();
    const { container } = render(
      <OperativeMap
        tileUrl="https://teselas.test/{z}/{x}/{y}.png"
        attribution="Teselas de prueba"
        pin={null}
        onPick={onPick}
        onTileLoad={vi.fn()}
        onTileError={vi.fn()}
      />,
    );
    const map = container.querySelector<HTMLElement>('.leaflet-container');
    expect(map).toBeInTheDocument();
    expect(container.querySelector('.leaflet-marker-icon')).not.toBeInTheDocument();
    fireEvent.click(map as HTMLElement, { clientX: 0, clientY: 0 });
    expect(onPick).toHaveBeenCalledTimes(1);
    // jsdom's map has no size: the click lands on the centre, Venezuela's (8, -66).
    const [pin] = onPick.mock.calls[0] ?? [];
    expect(pin.latitude).toBeCloseTo(8, 0);
    expect(pin.longitude).toBeCloseTo(-66, 0);
  });
});
