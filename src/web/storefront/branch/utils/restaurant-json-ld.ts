import { weekdays, type Weekday } from '../../../../domain/opening-hours/weekdays.js';
import { weekdayRules } from '../../../../domain/opening-hours/shifts.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { imageUrl } from '../../../lib/image-url.js';
import type { MenuGroup } from './menu-groups.js';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonLd = { [key: string]: JsonValue };

const schemaDay: Record<Weekday, string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

/** The regular week as schema.org reads it; one-off days (holidays) are not part of it. */
export function openingHoursSpecification(rules: Branch['openingHours']): JsonLd[] {
  return weekdays.flatMap((day) => {
    const deciding = weekdayRules(rules, day);
    if (deciding.some((rule) => rule.isClosed)) return [];
    return deciding.map((rule) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: schemaDay[day],
      opens: rule.from,
      // schema.org has no 24:00; the last minute of the day is how search engines expect "until midnight".
      closes: rule.to === '24:00' ? '23:59' : rule.to,
    }));
  });
}

function euros(cents: number): string {
  return (cents / 100).toFixed(2);
}

interface RestaurantInput {
  branch: Branch;
  groups: readonly MenuGroup[];
  currency: string;
  url: string;
  origin: string;
}

/** The branch as a schema.org Restaurant with its current menu, for search engines. */
export function restaurantJsonLd({ branch, groups, currency, url, origin }: RestaurantInput): JsonLd {
  const image = branch.images[0];
  const restaurant: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: branch.name,
    url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.street,
      postalCode: branch.zipCode,
      addressLocality: branch.city,
      addressCountry: 'AT',
    },
    openingHoursSpecification: openingHoursSpecification(branch.openingHours),
    hasMenu: {
      '@type': 'Menu',
      hasMenuSection: groups.map((group) => ({
        '@type': 'MenuSection',
        name: group.category.name,
        hasMenuItem: group.entries.map(({ product }) => {
          const item: JsonLd = { '@type': 'MenuItem', name: product.name };
          if (product.description) item.description = product.description;
          if (!product.isPriceHidden) {
            item.offers = { '@type': 'Offer', price: euros(product.price), priceCurrency: currency };
          }
          return item;
        }),
      })),
    },
  };
  if (branch.description) restaurant.description = branch.description;
  if (branch.phone) restaurant.telephone = branch.phone;
  if (branch.email) restaurant.email = branch.email;
  if (image !== undefined) restaurant.image = new URL(imageUrl(image), origin).href;
  if (branch.latitude !== null && branch.longitude !== null) {
    restaurant.geo = { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude };
  }
  return restaurant;
}
