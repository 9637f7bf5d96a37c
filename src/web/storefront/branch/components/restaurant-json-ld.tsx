import type { Branch } from '../../../../domain/schemas/branch.js';
import { paths } from '../../../paths.js';
import type { MenuGroup } from '../utils/menu-groups.js';
import { restaurantJsonLd } from '../utils/restaurant-json-ld.js';

interface RestaurantJsonLdProps {
  branch: Branch;
  groups: readonly MenuGroup[];
  currency: string;
}

/** Structured data for search engines; a data block, never run as script. */
export function RestaurantJsonLd({ branch, groups, currency }: RestaurantJsonLdProps) {
  const origin = window.location.origin;
  const data = restaurantJsonLd({
    branch,
    groups,
    currency,
    origin,
    url: new URL(paths.branch(branch.identifier), origin).href,
  });
  return <script type="application/ld+json">{JSON.stringify(data)}</script>;
}
