import 'leaflet/dist/leaflet.css';
import { divIcon, type LeafletEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import classes from './operativeMap.module.css';
import type { MapPin } from './operativeValues';

/** Venezuela as a whole (the states' capitals have no coordinates in the catalogue). */
type View = { centre: [number, number]; zoom: number };
export const VENEZUELA_VIEW: View = { centre: [8, -66], zoom: 6 };
/** Close enough to tell one street from the next once a pin is set. */
const PIN_ZOOM = 15;

const pinIcon = divIcon({
  className: classes.pin,
  iconSize: [24, 24],
  iconAnchor: [12, 24],
});

export type OperativeMapProps = {
  tileUrl: string;
  attribution: string;
  pin: MapPin | null;
  onPick: (pin: MapPin) => void;
  onTileLoad: () => void;
  onTileError: () => void;
};

function PickOnClick({ onPick }: Pick<OperativeMapProps, 'onPick'>) {
  useMapEvents({
    click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
  });
  return null;
}

/** Typed coordinates move the pin: the map follows it when it leaves the view. */
function FollowPin({ pin }: Pick<OperativeMapProps, 'pin'>) {
  const map = useMap();
  const latitude = pin?.latitude;
  const longitude = pin?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    if (map.getBounds().contains([latitude, longitude])) return;
    map.setView([latitude, longitude], Math.max(map.getZoom(), PIN_ZOOM));
  }, [map, latitude, longitude]);
  return null;
}

/**
 * The operative's place on a map (Leaflet through react-leaflet, in this chunk alone): a click or
 * a drag sets the pin; the coordinate fields beside it stay the keyboard's way.
 */
export function OperativeMap({
  tileUrl,
  attribution,
  pin,
  onPick,
  onTileLoad,
  onTileError,
}: OperativeMapProps) {
  const start: View = pin
    ? { centre: [pin.latitude, pin.longitude], zoom: PIN_ZOOM }
    : VENEZUELA_VIEW;
  return (
    <MapContainer
      className={classes.map}
      center={start.centre}
      zoom={start.zoom}
      zoomControl={false}
    >
      <TileLayer
        url={tileUrl}
        attribution={attribution}
        eventHandlers={{ tileload: onTileLoad, tileerror: onTileError }}
      />
      <ZoomControl zoomInTitle="Acercar" zoomOutTitle="Alejar" />
      <PickOnClick onPick={onPick} />
      <FollowPin pin={pin} />
      {pin !== null && (
        <Marker
          position={[pin.latitude, pin.longitude]}
          icon={pinIcon}
          title="Lugar del operativo"
          draggable
          eventHandlers={{
            dragend: (event: LeafletEvent) => {
              const { lat, lng } = (event.target as LeafletMarker).getLatLng();
              onPick({ latitude: lat, longitude: lng });
            },
          }}
        />
      )}
    </MapContainer>
  );
}
