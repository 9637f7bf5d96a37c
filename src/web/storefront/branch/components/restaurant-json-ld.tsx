import { memo } from 'react';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { useOrigin } from '../../../app/render-context.js';
import { paths } from '../../../paths.js';
import type { MenuGroup } from '../utils/menu-groups.js';
import { restaurantJsonLd } from '../utils/restaurant-json-ld.js';

interface RestaurantJsonLdProps {
  branch: Branch;
  groups: readonly MenuGroup[];
  currency: string;
}

/**
 * Structured data for search engines; a data block, never run as script. It lists the whole menu, so it
 * is built again only when the menu changes.
 */
export const RestaurantJsonLd = memo(function RestaurantJsonLd({
  branch,
  groups,
  currency,
}: RestaurantJsonLdProps) {
  const origin = useOrigin();
  const data = restaurantJsonLd({
    branch,
    groups,
    currency,
    origin,
    url: new URL(paths.branch(branch.identifier), origin).href,
  });
  // Written as HTML, so a '</script>' inside a product's text cannot end the block early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
});
