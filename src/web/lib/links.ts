import type { Branch } from '../../domain/schemas/branch.js';

/** Links that leave the shop open in a new tab; everything on our own origin stays a router link. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url);
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function directionsUrl(
  branch: Pick<Branch, 'street' | 'zipCode' | 'city' | 'latitude' | 'longitude'>,
): string {
  const destination =
    branch.latitude !== null && branch.longitude !== null
      ? `${branch.latitude},${branch.longitude}`
      : `${branch.street}, ${branch.zipCode} ${branch.city}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

export function hasAddress(branch: Pick<Branch, 'street' | 'city'>): boolean {
  return branch.street.trim() !== '' && branch.city.trim() !== '';
}
