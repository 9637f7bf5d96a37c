import type { Config } from '../../../domain/schemas/config.js';

/** Storefront spec: the map's camera unless the configuration says otherwise. */
export const MAP_DEFAULTS = {
  zoom: 19,
  pitch: 55,
  bearing: -85,
  center: [9.65, 47.44] as [number, number],
  buildingsFromZoom: 15,
  buildingsOpacity: 0.6,
};

export interface MapPlace {
  name: string;
  longitude: number;
  latitude: number;
  directions: string;
}

export interface MapView {
  center: [number, number];
  zoom: number;
  pitch: number;
  bearing: number;
}

/** Centred on the places (their middle), with the configured camera. */
export function mapView(
  config: Pick<Config, 'mapboxZoom' | 'mapboxPitch' | 'mapboxBearing'>,
  places: readonly MapPlace[],
): MapView {
  const center: [number, number] =
    places.length === 0
      ? MAP_DEFAULTS.center
      : [
          places.reduce((sum, place) => sum + place.longitude, 0) / places.length,
          places.reduce((sum, place) => sum + place.latitude, 0) / places.length,
        ];
  return {
    center,
    zoom: Number.isFinite(config.mapboxZoom) ? config.mapboxZoom : MAP_DEFAULTS.zoom,
    pitch: Number.isFinite(config.mapboxPitch) ? config.mapboxPitch : MAP_DEFAULTS.pitch,
    bearing: Number.isFinite(config.mapboxBearing) ? config.mapboxBearing : MAP_DEFAULTS.bearing,
  };
}
