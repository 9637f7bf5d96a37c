import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { Config } from '../../../domain/schemas/config.js';
import { mapTexts } from '../../i18n/map.js';
import { t } from '../../i18n/t.js';
import { MAP_DEFAULTS, mapView, type MapPlace } from './map-view.js';

interface MapCanvasProps {
  styleUrl: string;
  config: Pick<Config, 'mapboxZoom' | 'mapboxPitch' | 'mapboxBearing'>;
  places: readonly MapPlace[];
}

/** Extruded buildings from zoom 15 (storefront spec), when the style has a 'building' layer to draw from. */
function addBuildings(map: MapLibreMap): void {
  const source = Object.entries(map.getStyle().sources).find(([, spec]) => spec.type === 'vector')?.[0];
  if (source === undefined || map.getLayer('tischlein-buildings') !== undefined) return;
  map.addLayer({
    id: 'tischlein-buildings',
    type: 'fill-extrusion',
    source,
    'source-layer': 'building',
    minzoom: MAP_DEFAULTS.buildingsFromZoom,
    paint: {
      'fill-extrusion-color': '#c4c4c4',
      'fill-extrusion-height': ['coalesce', ['get', 'render_height'], ['get', 'height'], 6],
      'fill-extrusion-opacity': MAP_DEFAULTS.buildingsOpacity,
    },
  });
}

export function MapCanvas({ styleUrl, config, places }: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const view = mapView(config, places);
  const key = JSON.stringify({ styleUrl, view, places });

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    let map: MapLibreMap | undefined;
    let observer: IntersectionObserver | undefined;
    let cancelled = false;

    void import('maplibre-gl').then((maplibre) => {
      if (cancelled) return;
      maplibre.setWorkerUrl(workerUrl);
      const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      // The view starts from above and swings into the configured camera once the map is seen.
      map = new maplibre.Map({
        container: element,
        style: styleUrl,
        center: view.center,
        zoom: Math.max(view.zoom - 2, 0),
        pitch: 0,
        bearing: 0,
        cooperativeGestures: true,
        attributionControl: { compact: true },
      });
      map.addControl(new maplibre.NavigationControl(), 'top-right');
      map.on('style.load', () => {
        if (map !== undefined) addBuildings(map);
      });
      for (const place of places) {
        const pin = document.createElement('button');
        pin.type = 'button';
        pin.className = 'branch-map__marker';
        pin.setAttribute('aria-label', t(mapTexts.marker, { name: place.name }));
        pin.addEventListener('click', () => {
          window.open(place.directions, '_blank', 'noopener');
        });
        new maplibre.Marker({ element: pin }).setLngLat([place.longitude, place.latitude]).addTo(map);
      }
      const camera = { center: view.center, zoom: view.zoom, pitch: view.pitch, bearing: view.bearing };
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        if (reducedMotion) map?.jumpTo(camera);
        else map?.flyTo({ ...camera, duration: 2500 });
      });
      observer.observe(element);
    });

    return () => {
      cancelled = true;
      observer?.disconnect();
      map?.remove();
    };
    // The key names everything the map is built from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return <div ref={container} className="branch-map__canvas" role="region" aria-label={mapTexts.label} />;
}
