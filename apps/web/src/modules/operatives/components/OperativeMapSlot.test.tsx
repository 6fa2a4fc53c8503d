import { pathTo, type ReferenceData } from '@aptovial/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { CreateOperativePage } from '../pages/CreateOperativePage';
import { stubCreateApi, TEST_TILES } from '../testOperativeCreate';
import type { OperativeMapProps } from './OperativeMap';

// jsdom draws no Leaflet map: a stand-in with the real one's props, whose buttons do what a click
// on the map and a failing tile server do.
vi.mock('./OperativeMap', () => ({
  OperativeMap: ({ pin, onPick, onTileError, tileUrl }: OperativeMapProps) => (
    <div data-testid="leaflet" data-tiles={tileUrl}>
      <span>{pin === null ? 'sin marcador' : `marcador ${pin.latitude} ${pin.longitude}`}</span>
      <button type="button" onClick={() => onPick({ latitude: 8.6, longitude: -71.15 })}>
        clic en el mapa
      </button>
      <button type="button" onClick={onTileError}>
        tesela fallida
      </button>
    </div>
  ),
}));

const PAGE = pathTo('createOperational');
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function renderPage(map: ReferenceData['map']) {
  useSessionStore
    .getState()
    .signIn(verifiedSessionOf({ type: 'medicVial', rol: 'VialDirector', schoolNumberId: 31 }));
  stubCreateApi({ map });
  return renderRoutes([{ path: PAGE, element: <CreateOperativePage /> }], { initialPath: PAGE });
}

describe("the operative's map", { timeout: 30_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("loads with the server's tiles; a click sets the fields, typing moves the pin", async () => {
    renderPage(TEST_TILES);
    const map = await screen.findByTestId('leaflet');
    expect(map.getAttribute('data-tiles')).toBe(TEST_TILES.tileUrl);
    expect(screen.getByText('sin marcador')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'clic en el mapa' }));
    // The pin's figures as a person in Venezuela writes them: a decimal comma.
    expect(field(/^Latitud/).value).toBe('8,600000');
    expect(field(/^Longitud/).value).toBe('-71,150000');
    expect(screen.getByText('marcador 8.6 -71.15')).toBeInTheDocument();
    fireEvent.change(field(/^Latitud/), { target: { value: '10,4806' } });
    fireEvent.change(field(/^Longitud/), { target: { value: '-66,9036' } });
    expect(screen.getByText('marcador 10.4806 -66.9036')).toBeInTheDocument();
    // What was typed stays as typed: the comma is not rewritten into a point.
    expect(field(/^Latitud/).value).toBe('10,4806');
    expect(field(/^Longitud/).value).toBe('-66,9036');
    // Outside Venezuela there is no pin to show (the field says why on sending).
    fireEvent.change(field(/^Latitud/), { target: { value: '40,4' } });
    expect(screen.getByText('sin marcador')).toBeInTheDocument();
  });

  it('gives way to the coordinate fields and a notice when the tiles fail', async () => {
    renderPage(TEST_TILES);
    await screen.findByTestId('leaflet');
    fireEvent.click(screen.getByRole('button', { name: 'tesela fallida' }));
    expect(screen.queryByTestId('leaflet')).not.toBeInTheDocument();
    expect(
      screen.getByText('No se pudo cargar el mapa: escriba la latitud y la longitud del lugar.'),
    ).toBeInTheDocument();
    expect(field(/^Latitud/)).toBeInTheDocument();
    expect(field(/^Longitud/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar mapa' }));
    expect(await screen.findByTestId('leaflet')).toBeInTheDocument();
  });

  it('is not shown offline, nor without a tile server', async () => {
    const { unmount } = renderPage(undefined);
    expect(
      await screen.findByText(
        'El mapa no está disponible: escriba la latitud y la longitud del lugar.',
      ),
    ).toBeInTheDocument();
    expect(field(/^Latitud/)).toBeInTheDocument();
    unmount();
    renderPage(TEST_TILES);
    await screen.findByTestId('leaflet');
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.queryByTestId('leaflet')).not.toBeInTheDocument();
    expect(screen.getByText(/^Sin conexión: el mapa no se puede mostrar/)).toBeInTheDocument();
  });
});
