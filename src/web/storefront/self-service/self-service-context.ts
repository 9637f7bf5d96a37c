import { createContext, use, useState } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../app/route-handle.js';
import { paths } from '../../paths.js';

export interface SelfService {
  /** The branch whose menu the kiosk starts on and returns to. */
  identifier: string;
  /** The thank-you after an order is on screen. */
  isAfterOrder: boolean;
}

export const SelfServiceContext = createContext<SelfService | null>(null);

/** The kiosk this tab runs as, or null on the ordinary storefront. */
export function useSelfService(): SelfService | null {
  return use(SelfServiceContext);
}

function routeSelfService(matches: ReturnType<typeof useMatches>): SelfService | null {
  const match = matches.find(
    (entry) => (entry.handle as RouteHandle | undefined)?.context === 'self-service',
  );
  const identifier = match?.params.identifier;
  if (match === undefined || identifier === undefined) return null;
  return { identifier, isAfterOrder: (match.handle as RouteHandle).isAfterOrder === true };
}

/**
 * A route with the meta context 'self-service' (spec, section 2) makes the tab a kiosk, and it stays one
 * for the life of the page: a guest who opens the privacy page from the checkout is still at the kiosk,
 * with no cookie banner and the inactivity timer running, and comes back to the kiosk's start.
 */
export function useEnteredSelfService(): SelfService | null {
  const route = routeSelfService(useMatches());
  const [entered, setEntered] = useState<string | null>(route?.identifier ?? null);
  if (route !== null && route.identifier !== entered) setEntered(route.identifier);
  const identifier = route?.identifier ?? entered;
  return identifier === null ? null : { identifier, isAfterOrder: route?.isAfterOrder === true };
}

export interface OrderPaths {
  branch: (identifier: string) => string;
  checkout: (identifier: string) => string;
  orderStatus: (identifier: string, uid: string, hash: string) => string;
}

const storefrontOrderPaths: OrderPaths = {
  branch: paths.branch,
  checkout: paths.checkout,
  orderStatus: (_identifier, uid, hash) => paths.orderStatus(uid, hash),
};

/** Menu, checkout and status of the ordinary storefront, or of the kiosk so a guest never leaves it. */
export function useOrderPaths(): OrderPaths {
  return useSelfService() === null ? storefrontOrderPaths : paths.selfService;
}
