import './branch-map.css';
import { lazy, Suspense } from 'react';
import type { Branch } from '../../../domain/schemas/branch.js';
import { useInitData } from '../../api/init.js';
import { mapTexts } from '../../i18n/map.js';
import { directionsUrl } from '../../lib/links.js';
import { useCookieConsent, useGrant } from '../shell/hooks/use-cookie-consent.js';
import type { MapPlace } from './map-view.js';

// maplibre-gl is large; it is loaded only for a guest who accepted cookies on a page with a map.
const MapCanvas = lazy(async () => ({ default: (await import('./map-canvas.js')).MapCanvas }));

function placesOf(branches: readonly Branch[]): MapPlace[] {
  return branches.flatMap((branch) =>
    branch.longitude === null || branch.latitude === null
      ? []
      : [
          {
            name: branch.name,
            longitude: branch.longitude,
            latitude: branch.latitude,
            directions: directionsUrl(branch),
          },
        ],
  );
}

/**
 * The branches on a map (home page and footer), when the map plugin is on and a tile style is
 * configured. Nothing is fetched from the map's servers unless the guest allows 'Externe Medien'; the
 * address and directions link beside it stay either way.
 */
interface BranchMapProps {
  branches: readonly Branch[];
  /** The footer shows the map only once consent is given, without asking for it (storefront spec). */
  onlyWithConsent?: boolean;
}

export function BranchMap({ branches, onlyWithConsent = false }: BranchMapProps) {
  const { '/api/config': config } = useInitData();
  const { choice } = useCookieConsent();
  const accept = useGrant('externalMedia');
  const places = placesOf(branches);
  if (!config.enablePluginMapbox || config.mapStyleUrl === '' || places.length === 0) return null;
  if (!choice.externalMedia) {
    if (onlyWithConsent) return null;
    return (
      <div className="branch-map branch-map--blocked">
        <p>{mapTexts.consent}</p>
        <button type="button" className="button button--secondary" onClick={accept}>
          {mapTexts.accept}
        </button>
      </div>
    );
  }
  return (
    <div className="branch-map">
      <Suspense fallback={null}>
        <MapCanvas styleUrl={config.mapStyleUrl} config={config} places={places} />
      </Suspense>
    </div>
  );
}
